import type { PublicClient } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { type FrameConfig, frameConfigSchema } from '../../config.js'
import { Eip7702Accounts } from './eip7702-accounts.js'

const IMPLEMENTATION = '0x1111111111111111111111111111111111111111'
const OWNER = '0x52908400098527886E0F7030069857D2E4169EE7'
const chain = { id: 8453, name: 'Base' }

function config(mode?: '4337' | '7702'): FrameConfig {
  return frameConfigSchema.parse({
    authUrl: 'https://auth.example',
    ...(mode ? { smartAccountMode: mode } : {}),
    networks: [
      { chainId: 8453, rpcUrl: 'https://rpc.example', eip7702: { implementation: IMPLEMENTATION } },
    ],
  })
}

function accounts(frameConfig: FrameConfig, allowed: `eip155:${number}`[] = ['eip155:8453']) {
  const approve = vi.fn(async () => true)
  const withAccount = vi.fn()
  const client = vi.fn(() => ({}) as PublicClient)
  const subject = new Eip7702Accounts({
    config: frameConfig,
    project: { smartAccountNetworks: allowed },
    client,
    withAccount,
    approve,
  })
  return { subject, approve, withAccount, client }
}

describe('EIP-7702 mode', () => {
  it('is off unless the frame config says 7702: no network, no delegation, nothing asked', async () => {
    for (const frameConfig of [config(), config('4337')]) {
      const { subject, approve, withAccount } = accounts(frameConfig)
      expect(subject.enabled).toBe(false)
      expect(subject.enabledNetworks()).toEqual([])
      await expect(
        subject.setType(chain, OWNER, 'smartAccount', 'https://app.example'),
      ).rejects.toThrow('This application might not support Smart Accounts')
      expect(approve).not.toHaveBeenCalled()
      expect(withAccount).not.toHaveBeenCalled()
    }
  })

  it('delegates nowhere on a network the project does not allow smart accounts on', async () => {
    const { subject, approve, withAccount, client } = accounts(config('7702'), [])
    expect(subject.enabledNetworks()).toEqual([])
    expect(await subject.isDelegated(8453, OWNER)).toBe(false)
    await expect(
      subject.setType(chain, OWNER, 'smartAccount', 'https://app.example'),
    ).rejects.toThrow('This application might not support Smart Accounts')
    expect(client).not.toHaveBeenCalled()
    expect(approve).not.toHaveBeenCalled()
    expect(withAccount).not.toHaveBeenCalled()
  })

  it('names the configured network, and its implementation only', () => {
    const { subject } = accounts(config('7702'))
    expect(subject.enabledNetworks()).toEqual([8453])
    expect(subject.implementation(8453)).toBe(IMPLEMENTATION)
    expect(subject.implementation(1)).toBeUndefined()
  })

  it('refuses a frame config with another mode or an implementation that is no address', () => {
    const base = { authUrl: 'https://auth.example' }
    const network = { chainId: 1, rpcUrl: 'https://rpc.example' }
    expect(
      frameConfigSchema.safeParse({ ...base, smartAccountMode: 'eip7702', networks: [network] })
        .success,
    ).toBe(false)
    expect(
      frameConfigSchema.safeParse({
        ...base,
        networks: [{ ...network, eip7702: { implementation: 'attacker.eth' } }],
      }).success,
    ).toBe(false)
  })
})
