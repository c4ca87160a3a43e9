import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startClient } from '../connection/start-client.js'
import { getAccountState, getNetworkState } from '../selectors.js'
import { createMemoryStorage } from '../storage/backend.js'
import { FakeEmbeddedWallet } from '../test-utils/fake-embedded-wallet.js'
import { smartAccountUser } from '../test-utils/smart-account-user.js'
import { TestAdapter } from '../test-utils/test-adapter.js'
import { createTestClient } from '../test-utils/test-client.js'
import { completeEmailLogin, connectEmail } from './email-login.js'

/** An email login through the fake frame; the storage kept for a reload. */
async function logIn(wallet: FakeEmbeddedWallet, storage = createMemoryStorage()) {
  const adapter = new TestAdapter({
    connectors: [wallet.connector()],
    accounts: [wallet.user.address],
  })
  const client = createTestClient({
    adapters: [adapter],
    storage,
    services: { embeddedWallet: 'https://frame.example/' },
  })
  await startClient(client)
  await connectEmail(client, 'ada@example.com')
  await wallet.typeCode('123456')
  await completeEmailLogin(client)
  return { client, adapter, storage }
}

describe('the smart-account networks of the embedded wallet (SPEC §3, §4, §7)', () => {
  let warn: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => warn.mockRestore())

  it('after a login: asks the frame, fills the network state and storage, inits the account', async () => {
    const wallet = new FakeEmbeddedWallet(smartAccountUser())
    wallet.smartAccountDeployed = true
    const { client } = await logIn(wallet)
    await vi.waitFor(() =>
      expect(getNetworkState(client, 'eip155')?.smartAccountEnabledNetworks).toEqual(['eip155:1']),
    )
    expect(getNetworkState(client, 'eip155')?.approvedCaipNetworkIds).toEqual([
      'eip155:1',
      'eip155:11155111',
    ])
    await vi.waitFor(() => expect(wallet.calls).toContain('initSmartAccount'))
    await vi.waitFor(() =>
      expect(getAccountState(client, 'eip155')?.smartAccountDeployed).toBe(true),
    )
    expect(client.storage.get('smartAccountEnabledNetworks')).toEqual(['eip155:1'])
  })

  it('a failing frame gives the empty list (SPEC §4) and no smart-account init', async () => {
    const wallet = new FakeEmbeddedWallet(smartAccountUser())
    wallet.smartAccountNetworks = new Error('Requested RPC call is not allowed')
    const { client } = await logIn(wallet)
    await vi.waitFor(() => expect(wallet.calls).toContain('getSmartAccountEnabledNetworks'))
    await vi.waitFor(() => expect(client.storage.get('smartAccountEnabledNetworks')).toEqual([]))
    expect(getNetworkState(client, 'eip155')?.smartAccountEnabledNetworks).toEqual([])
    expect(wallet.calls).not.toContain('initSmartAccount')
  })

  it('a network the frame does not name: no smart-account init', async () => {
    const wallet = new FakeEmbeddedWallet(smartAccountUser())
    wallet.smartAccountNetworks = ['eip155:11155111']
    const { client } = await logIn(wallet)
    await vi.waitFor(() =>
      expect(getNetworkState(client, 'eip155')?.smartAccountEnabledNetworks).toEqual([
        'eip155:11155111',
      ]),
    )
    expect(wallet.calls).not.toContain('initSmartAccount')
  })

  it('after a reload: the restored session asks the frame again', async () => {
    const wallet = new FakeEmbeddedWallet(smartAccountUser())
    const { storage, adapter } = await logIn(wallet)
    await vi.waitFor(() => expect(wallet.calls).toContain('initSmartAccount'))
    wallet.calls.length = 0
    wallet.session = true
    wallet.smartAccountNetworks = ['eip155:1', 'eip155:11155111']
    const reloaded = createTestClient({
      adapters: [adapter],
      storage,
      services: { embeddedWallet: 'https://frame.example/' },
    })
    await startClient(reloaded)
    await vi.waitFor(() =>
      expect(getNetworkState(reloaded, 'eip155')?.smartAccountEnabledNetworks).toEqual([
        'eip155:1',
        'eip155:11155111',
      ]),
    )
    expect(wallet.calls).toContain('getSmartAccountEnabledNetworks')
  })
})
