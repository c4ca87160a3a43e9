import { beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../connection/connect.js'
import { startClient } from '../../connection/start-client.js'
import { openModal } from '../../modal/open-modal.js'
import { mainnet, sepolia } from '../../test-utils/networks.js'
import { TestAdapter } from '../../test-utils/test-adapter.js'
import { createTestClient } from '../../test-utils/test-client.js'
import {
  CORE_WALLETCONNECT_CONNECTOR_ID,
  isWalletConnectOnlyAdapter,
} from './walletconnect-only-adapter.js'

/**
 * The network edge is faked: the lazily loaded session module (which would load
 * `@walletconnect/universal-provider` and open the relay) is replaced by a provider whose
 * wallet side the test drives. The real pairing over the relay is in apps/e2e's
 * walletconnect-no-adapter.e2e.ts.
 */
type Listener = (payload?: unknown) => void
const wallet = vi.hoisted(() => ({
  provider: undefined as undefined | FakeProvider,
  events: undefined as
    | undefined
    | { onUri(uri: string): void; onSessionUpdate(): void; onDisconnect(): void },
  opened: 0,
  proposals: [] as unknown[],
  grant: [] as string[],
}))

interface FakeProvider {
  session?: { expiry: number; namespaces: Record<string, { accounts: string[] }> }
  listeners: Map<string, Listener>
  disconnect(): Promise<void>
}

vi.mock('@walletconnect/universal-provider', () => ({ UniversalProvider: class {}, default: {} }))
vi.mock('./universal-session.js', () => ({
  async openUniversalSession(_sdk: unknown, _options: unknown, events: typeof wallet.events) {
    wallet.opened += 1
    wallet.events = events
    const provider: FakeProvider = {
      listeners: new Map(),
      async disconnect() {
        provider.session = undefined
      },
    }
    wallet.provider = provider
    return provider
  },
  async pairUniversalSession(provider: FakeProvider, namespaces: unknown) {
    wallet.proposals.push(namespaces)
    wallet.events?.onUri('wc:abc@2?relay-protocol=irn&symKey=00')
    await Promise.resolve()
    provider.session = {
      expiry: Math.floor(Date.now() / 1000) + 3600,
      namespaces: { eip155: { accounts: [...wallet.grant] } },
    }
  },
  hasLiveSession: (provider: FakeProvider) =>
    provider.session !== undefined && provider.session.expiry * 1000 > Date.now(),
  sessionAccounts: (provider: FakeProvider) =>
    Object.values(provider.session?.namespaces ?? {}).flatMap((n) => n.accounts),
}))

const ACCOUNT = '0x1111111111111111111111111111111111111111'
const RELAY = 'ws://127.0.0.1:9/relay'

beforeEach(() => {
  wallet.provider = undefined
  wallet.events = undefined
  wallet.opened = 0
  wallet.proposals = []
  wallet.grant = [`eip155:1:${ACCOUNT}`, `eip155:11155111:${ACCOUNT}`]
})

describe("core's WalletConnect connector (an app with no adapter)", () => {
  it('exists only with no adapter and a relay; opening rule 4 still applies', async () => {
    expect(createTestClient({ adapters: [] }).adapters.size).toBe(0)
    expect(
      createTestClient({ adapters: [new TestAdapter()], services: { relay: RELAY } }).adapters.get(
        'eip155',
      ),
    ).toBeInstanceOf(TestAdapter)
    let mobile = false
    const client = createTestClient({ services: { relay: RELAY }, isMobile: () => mobile })
    const adapter = client.adapters.get('eip155')
    expect(adapter && isWalletConnectOnlyAdapter(adapter)).toBe(true)
    await openModal(client)
    expect(client.stores.router.getState().view).toBe('ConnectingWalletConnectBasic')
    mobile = true
    await openModal(client)
    expect(client.stores.router.getState().view).toBe('AllWallets')
  })

  it('offers a WalletConnect connector without loading WalletConnect', async () => {
    const client = createTestClient({ services: { relay: RELAY } })
    await startClient(client)
    expect(client.stores.connectors.getState().byNamespace.eip155).toEqual([
      expect.objectContaining({
        id: CORE_WALLETCONNECT_CONNECTOR_ID,
        type: 'WALLET_CONNECT',
        chain: 'eip155',
        chains: [mainnet.caipNetworkId, sepolia.caipNetworkId],
      }),
    ])
    expect(wallet.opened).toBe(0)
  })

  it('pairs: the uri shows, the approved account connects, the connector carries the provider', async () => {
    const client = createTestClient({ services: { relay: RELAY } })
    await startClient(client)
    const uris: (string | undefined)[] = []
    client.stores.walletConnect.subscribe((state) => uris.push(state.uri))
    const result = await connect(client, {
      namespace: 'eip155',
      connectorId: CORE_WALLETCONNECT_CONNECTOR_ID,
    })
    expect(uris).toContain('wc:abc@2?relay-protocol=irn&symKey=00')
    expect(result).toEqual({
      connectorId: CORE_WALLETCONNECT_CONNECTOR_ID,
      accounts: [{ namespace: 'eip155', address: ACCOUNT, type: 'eoa' }],
      caipNetworkId: 'eip155:1',
    })
    const account = client.stores.account.getState().byNamespace.eip155
    expect(account).toMatchObject({ status: 'connected', address: ACCOUNT })
    // Every chain of the app's networks was proposed, each with its own RPC endpoint.
    expect(wallet.proposals).toEqual([
      {
        eip155: expect.objectContaining({
          chains: ['eip155:1', 'eip155:11155111'],
          rpcMap: {
            '1': mainnet.rpcUrls.default.http[0],
            '11155111': sepolia.rpcUrls.default.http[0],
          },
        }),
      },
    ])
    const [connector] = client.stores.connectors.getState().byNamespace.eip155 ?? []
    expect(connector?.provider).toBe(wallet.provider)
  })

  it('drops what the wallet sends that is not a CAIP-10 account of the namespace', async () => {
    wallet.grant = ['not-an-account', `solana:abc:${ACCOUNT}`, `eip155:1:${ACCOUNT}`]
    const client = createTestClient({ services: { relay: RELAY } })
    await startClient(client)
    const result = await connect(client, {
      namespace: 'eip155',
      connectorId: CORE_WALLETCONNECT_CONNECTOR_ID,
    })
    expect(result.accounts).toEqual([{ namespace: 'eip155', address: ACCOUNT, type: 'eoa' }])
  })

  it('refuses a session that grants no account of the namespace', async () => {
    wallet.grant = ['garbage']
    const client = createTestClient({ services: { relay: RELAY } })
    await startClient(client)
    await expect(
      connect(client, { namespace: 'eip155', connectorId: CORE_WALLETCONNECT_CONNECTOR_ID }),
    ).rejects.toThrow(/granted no eip155 account/)
    expect(client.stores.account.getState().byNamespace.eip155?.status).toBe('disconnected')
  })

  it('a wallet-side end disconnects; an emptied session disconnects too', async () => {
    const client = createTestClient({ services: { relay: RELAY } })
    await startClient(client)
    await connect(client, { namespace: 'eip155', connectorId: CORE_WALLETCONNECT_CONNECTOR_ID })
    wallet.events?.onDisconnect()
    expect(client.stores.account.getState().byNamespace.eip155?.status).toBe('disconnected')
    await connect(client, { namespace: 'eip155', connectorId: CORE_WALLETCONNECT_CONNECTOR_ID })
    expect(client.stores.account.getState().byNamespace.eip155?.status).toBe('connected')
    if (wallet.provider?.session) wallet.provider.session.namespaces.eip155 = { accounts: [] }
    wallet.events?.onSessionUpdate()
    expect(client.stores.account.getState().byNamespace.eip155?.status).toBe('disconnected')
  })

  it('restores a live session after a reload without pairing again', async () => {
    const first = createTestClient({ services: { relay: RELAY } })
    await startClient(first)
    await connect(first, { namespace: 'eip155', connectorId: CORE_WALLETCONNECT_CONNECTOR_ID })
    const adapter = first.adapters.get('eip155')
    const restored = await adapter?.reconnect?.({ connectorId: CORE_WALLETCONNECT_CONNECTOR_ID })
    expect(restored?.accounts[0]?.address).toBe(ACCOUNT)
    expect(wallet.proposals).toHaveLength(1)
  })
})
