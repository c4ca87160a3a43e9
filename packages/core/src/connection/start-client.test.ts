import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { destroyClient } from '../client/destroy-client.js'
import { shakeModal } from '../modal/shake-modal.js'
import { createMemoryStorage, type StorageBackend } from '../storage/backend.js'
import { mainnet, sepolia } from '../test-utils/networks.js'
import { TestAdapter } from '../test-utils/test-adapter.js'
import { createTestClient } from '../test-utils/test-client.js'
import { startClient } from './start-client.js'

const key = (name: string) => `foyer:test-project:${name}`

/** A backend holding what a previous page load stored after connecting `injected` on eip155. */
function storedConnection(status: 'connected' | 'disconnected'): StorageBackend {
  return createMemoryStorage({
    [key('connectionStatus')]: JSON.stringify({ eip155: status }),
    [key('connectorIds')]: status === 'connected' ? '{"eip155":"injected"}' : '{}',
    [key('connectedNamespaces')]: status === 'connected' ? '["eip155"]' : '[]',
    [key('walletId')]: '"test-wallet-id"',
    [key('walletName')]: '"Test Wallet"',
    [key('cache:balance')]: JSON.stringify({
      'eip155:1:0x1111111111111111111111111111111111111111': {
        timestamp: Date.now(),
        value: { balance: '1', symbol: 'ETH' },
      },
    }),
  })
}

describe('startClient (SPEC §4)', () => {
  let warn: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    warn.mockRestore()
  })

  it("sets up each adapter with its namespace's networks and collects its connectors", async () => {
    const adapter = new TestAdapter()
    const client = createTestClient({ adapters: [adapter] })
    await startClient(client)
    expect(adapter.calls[0]).toEqual({ method: 'setup', params: [mainnet, sepolia] })
    expect(client.stores.connectors.getState().byNamespace.eip155?.map((c) => c.id)).toEqual([
      'injected',
    ])
    adapter.announce([{ ...adapter.getConnectors()[0]!, id: 'other', name: 'Other' }])
    expect(client.stores.connectors.getState().byNamespace.eip155?.map((c) => c.id)).toEqual([
      'other',
    ])
  })

  it('runs once: later calls return the same promise', async () => {
    const adapter = new TestAdapter()
    const client = createTestClient({ adapters: [adapter] })
    const first = startClient(client)
    expect(startClient(client)).toBe(first)
    await first
    expect(adapter.count('setup')).toBe(1)
  })

  it('a stored connected status becomes connecting, then the adapter reconnects it', async () => {
    const adapter = new TestAdapter({ walletNetwork: 'eip155:1' })
    adapter.session = 'injected'
    const release = adapter.hold('reconnect')
    const client = createTestClient({ adapters: [adapter], storage: storedConnection('connected') })
    const started = startClient(client)
    await vi.waitFor(() => expect(adapter.count('reconnect')).toBe(1))
    expect(client.stores.account.getState().byNamespace.eip155?.status).toBe('connecting')
    release()
    await started
    const account = client.stores.account.getState().byNamespace.eip155
    expect(account).toMatchObject({
      status: 'connected',
      address: '0x1111111111111111111111111111111111111111',
      caipAddress: 'eip155:1:0x1111111111111111111111111111111111111111',
      connectorId: 'injected',
      connectedWalletInfo: { name: 'Test Wallet', identifier: 'test-wallet-id' },
    })
    expect(adapter.calls.find((c) => c.method === 'reconnect')?.params).toEqual({
      connectorId: 'injected',
    })
  })

  it('a stored disconnected status clears the address caches', async () => {
    const storage = storedConnection('disconnected')
    const client = createTestClient({ adapters: [new TestAdapter()], storage })
    expect(storage.getItem(key('cache:balance'))).not.toBeNull()
    await startClient(client)
    expect(storage.getItem(key('cache:balance'))).toBeNull()
    expect(client.stores.account.getState().byNamespace.eip155?.status).toBe('disconnected')
  })

  it('a failing resync logs a warning and sets disconnected, clearing the stored connector', async () => {
    const adapter = new TestAdapter()
    adapter.failNext('reconnect', new Error('provider gone'))
    const storage = storedConnection('connected')
    const client = createTestClient({ adapters: [adapter], storage })
    await startClient(client)
    expect(client.stores.account.getState().byNamespace.eip155?.status).toBe('disconnected')
    expect(warn).toHaveBeenCalledWith(
      '[foyer] could not restore the eip155 connection',
      expect.any(Error),
    )
    expect(client.storage.get('connectorIds')).toEqual({})
    expect(client.storage.get('connectionStatus')).toEqual({ eip155: 'disconnected' })
  })

  it('a wallet that no longer holds the session, or an adapter without reconnect, ends disconnected', async () => {
    const noSession = new TestAdapter()
    const first = createTestClient({
      adapters: [noSession],
      storage: storedConnection('connected'),
    })
    await startClient(first)
    expect(first.stores.account.getState().byNamespace.eip155?.status).toBe('disconnected')

    const noReconnect = new TestAdapter({ capabilities: ['signMessage'] })
    noReconnect.session = 'injected'
    const second = createTestClient({
      adapters: [noReconnect],
      storage: storedConnection('connected'),
    })
    await startClient(second)
    expect(noReconnect.count('reconnect')).toBe(0)
    expect(second.stores.account.getState().byNamespace.eip155?.status).toBe('disconnected')
  })

  it('an adapter whose setup fails is a warning; start-up goes on', async () => {
    const adapter = new TestAdapter()
    adapter.failNext('setup', new Error('no window.ethereum'))
    const client = createTestClient({ adapters: [adapter] })
    await expect(startClient(client)).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledWith(
      '[foyer] the eip155 adapter failed to set up',
      expect.any(Error),
    )
  })

  it('destroyClient cancels timers and lets adapters stop', async () => {
    vi.useFakeTimers()
    try {
      const adapter = new TestAdapter()
      const client = createTestClient({ adapters: [adapter] })
      shakeModal(client)
      destroyClient(client)
      vi.runAllTimers()
      expect(client.stores.modal.getState().shake).toBe(true)
      expect(adapter.destroyed).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('after destroyClient adapter events change nothing', async () => {
    const adapter = new TestAdapter()
    const client = createTestClient({ adapters: [adapter] })
    await startClient(client)
    destroyClient(client)
    adapter.announce([])
    expect(client.stores.connectors.getState().byNamespace.eip155).toHaveLength(1)
  })
})
