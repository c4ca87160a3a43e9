import { hasCapability } from '@foyer/core'
import { createTestWalletProvider } from '@foyer/test-wallet'
import { describe, expect, it } from 'vitest'
import { createEvmAdapter, EVM_CAPABILITIES } from './create-evm-adapter.js'
import { localNetwork } from './test-utils/networks.js'

const wallet = () =>
  createTestWalletProvider({ chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }] })

describe('createEvmAdapter', () => {
  it('is safe without a window (server rendering): no discovery, app connectors only', () => {
    expect(typeof window).toBe('undefined')
    const adapter = createEvmAdapter({
      connectors: [{ id: 'app', name: 'App', provider: wallet() }],
    })
    const events: unknown[] = []
    adapter.setup({
      networks: [localNetwork(31337, ['http://127.0.0.1:9'])],
      emit: (event) => events.push(event),
    })
    expect(adapter.getConnectors().map((connector) => [connector.id, connector.type])).toEqual([
      ['app', 'EXTERNAL'],
    ])
    expect(events).toEqual([{ type: 'connectorsChanged', connectors: adapter.getConnectors() }])
  })

  it('declares every EVM capability and implements each one', () => {
    const adapter = createEvmAdapter()
    expect(adapter.namespace).toBe('eip155')
    expect([...adapter.capabilities]).toEqual([
      'reconnect',
      'switchNetwork',
      'signMessage',
      'signTypedData',
      'sendTransaction',
      'estimateGas',
      'isSponsored',
      'getGasPrice',
      'getBalance',
      'getTokenBalance',
      'watchBlocks',
      'waitForTransaction',
      'getProfile',
    ])
    for (const capability of EVM_CAPABILITIES) expect(hasCapability(adapter, capability)).toBe(true)
  })

  it('a wallet that is not the embedded one is never asked about sponsorship: the account pays', async () => {
    const provider = wallet()
    const methods: string[] = []
    const request = provider.request.bind(provider)
    provider.request = (args) => {
      methods.push(args.method)
      return request(args)
    }
    const adapter = createEvmAdapter({ connectors: [{ id: 'app', name: 'App', provider }] })
    await adapter.setup({ networks: [localNetwork(31337, ['http://127.0.0.1:9'])], emit: () => {} })
    const { accounts } = await adapter.connect({ connectorId: 'app' })
    const address = accounts[0]!.address
    const transfer = { to: address, value: 1n }
    expect(await adapter.isSponsored?.({ request: transfer, address })).toBe(false)
    expect(methods).not.toContain('foyer_getSponsorship')
  })

  it("serves core's EVM networks and the app's extra ones, ignoring other namespaces", () => {
    const extra = localNetwork(31338, ['http://127.0.0.1:9'])
    const adapter = createEvmAdapter({
      networks: [extra],
      connectors: [{ id: 'app', name: 'App', provider: wallet() }],
    })
    const solana = {
      ...localNetwork(1, ['http://127.0.0.1:9']),
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const,
      chainNamespace: 'solana' as const,
    }
    adapter.setup({
      networks: [localNetwork(31337, ['http://127.0.0.1:9']), solana],
      emit: () => {},
    })
    expect(adapter.getConnectors()[0]?.chains).toEqual(['eip155:31337', 'eip155:31338'])
  })

  it('refuses a malformed EVM network', () => {
    const broken = { ...localNetwork(31337, ['http://127.0.0.1:9']), id: 'not-a-number' }
    expect(() => createEvmAdapter({ networks: [broken] })).toThrow(/Not an EVM network/)
  })
})
