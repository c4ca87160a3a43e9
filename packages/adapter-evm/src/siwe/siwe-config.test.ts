import type { FoyerSiwx } from '@foyer/core'
import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, it, vi } from 'vitest'
import { createEvmAdapter } from '../create-evm-adapter.js'
import { type SiweConfig, siwxFromSiweConfig } from './siwe-config.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function config(overrides: Partial<SiweConfig> = {}): SiweConfig {
  return {
    getMessageParams: async () => ({
      domain: 'app.test',
      uri: 'https://app.test',
      statement: 'Hi',
      expiresInSeconds: 60,
    }),
    getNonce: async () => 'nonce12345678',
    verifyMessage: async () => true,
    getSession: async () => ({ address: ADDRESS.toLowerCase(), chainId: 1 }),
    signOut: async () => true,
    ...overrides,
  }
}

describe('EVM adapter sign-in options (SPEC §5)', () => {
  it("both siweConfig and siwx → 'Cannot set both siweConfig and siwx options'", () => {
    expect(() =>
      createEvmAdapter({ discovery: false, siweConfig: config(), siwx: {} as FoyerSiwx }),
    ).toThrow('Cannot set both siweConfig and siwx options')
  })

  it('siwx is handed to core as it is; siweConfig becomes a sign-in on the ConnectingSiwe view', () => {
    const siwx = { view: 'SIWXSignMessage' } as unknown as FoyerSiwx
    expect(createEvmAdapter({ discovery: false, siwx }).siwx).toBe(siwx)
    expect(createEvmAdapter({ discovery: false, siweConfig: config() }).siwx?.view).toBe(
      'ConnectingSiwe',
    )
    expect(createEvmAdapter({ discovery: false }).siwx).toBeUndefined()
  })
})

describe('siwxFromSiweConfig', () => {
  it("writes an EIP-4361 message with the app's nonce and parameters", async () => {
    const siwx = siwxFromSiweConfig(config(), () => Date.parse('2026-11-24T02:00:00.000Z'))
    const { data, text } = await siwx.createMessage({
      accountAddress: ADDRESS,
      chainId: 'eip155:1',
    })
    expect(parseSiweMessage(text)).toMatchObject({
      domain: 'app.test',
      address: ADDRESS,
      chainId: 1,
      nonce: 'nonce12345678',
      statement: 'Hi',
    })
    expect(data.expirationTime).toBe('2026-11-24T02:01:00.000Z')
    expect(text).toContain('Expiration Time: 2026-11-24T02:01:00.000Z')
  })

  it('a message the server does not verify is refused', async () => {
    const siwx = siwxFromSiweConfig(config({ verifyMessage: async () => false }))
    await expect(
      siwx.addSession({ data: {} as never, message: 'm', signature: '0x' }),
    ).rejects.toThrow('Failed to sign message')
  })

  it("reports the server's session for the same address and chain only; sign-out calls signOut", async () => {
    const signOut = vi.fn(async () => true)
    const siwx = siwxFromSiweConfig(config({ signOut }))
    expect(await siwx.getSessions('eip155:1', ADDRESS)).toHaveLength(1)
    expect(await siwx.getSessions('eip155:10', ADDRESS)).toHaveLength(0)
    const bad = siwxFromSiweConfig(config({ getSession: async () => ({ address: 1 }) as never }))
    expect(await bad.getSessions('eip155:1', ADDRESS)).toHaveLength(0)
    await siwx.revokeSession('eip155:1', ADDRESS)
    expect(signOut).toHaveBeenCalled()
  })
})
