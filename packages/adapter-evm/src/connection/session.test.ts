import type { AdapterEvent } from '@foyer/core'
import { createTestWalletProvider } from '@foyer/test-wallet'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEvmAdapter } from '../create-evm-adapter.js'
import { localNetwork } from '../test-utils/networks.js'

/**
 * A wallet whose events the test fires by hand (requests go to a real test wallet), to
 * check what the adapter does with malformed or unusual events.
 */
function scriptedWallet() {
  const wallet = createTestWalletProvider({
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }],
  })
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const requests: { method: string; settled: Promise<void> }[] = []
  return {
    wallet,
    requests,
    provider: {
      request: (args: Parameters<typeof wallet.request>[0]) => {
        const answer = wallet.request(args)
        requests.push({
          method: args.method,
          settled: answer.then(
            () => {},
            () => {},
          ),
        })
        return answer
      },
      on: (event: string, listener: (payload: unknown) => void) => {
        if (!listeners.has(event)) listeners.set(event, new Set())
        listeners.get(event)?.add(listener)
      },
      removeListener: (event: string, listener: (payload: unknown) => void) => {
        listeners.get(event)?.delete(listener)
      },
    },
    fire: (event: string, payload: unknown) => {
      for (const listener of listeners.get(event) ?? []) listener(payload)
    },
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  }
}

async function connectedAdapter() {
  const scripted = scriptedWallet()
  const events: AdapterEvent[] = []
  const adapter = createEvmAdapter({
    discovery: false,
    connectors: [{ id: 'scripted', name: 'Scripted', provider: scripted.provider }],
  })
  adapter.setup({
    networks: [localNetwork(31337, ['http://127.0.0.1:9'])],
    emit: (event) => events.push(event),
  })
  const result = await adapter.connect({ connectorId: 'scripted' })
  events.length = 0
  return { ...scripted, adapter, events, result }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('wallet events', () => {
  it('ignores malformed events with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { fire, events } = await connectedAdapter()
    fire('accountsChanged', ['not an address'])
    fire('accountsChanged', 'junk')
    fire('chainChanged', '0xZZ')
    fire('chainChanged', -1)
    expect(events).toEqual([])
    expect(warn).toHaveBeenCalledTimes(4)
  })

  it('accepts a decimal chain id from older wallets and reports a change once', async () => {
    const { fire, events } = await connectedAdapter()
    fire('chainChanged', '31338')
    fire('chainChanged', '0x7a6a')
    fire('chainChanged', 31337)
    expect(events).toEqual([
      { type: 'networkChanged', caipNetworkId: 'eip155:31338' },
      { type: 'networkChanged', caipNetworkId: 'eip155:31337' },
    ])
  })

  it('checksums account addresses and skips unchanged lists', async () => {
    const { fire, events, result } = await connectedAdapter()
    fire('accountsChanged', [result.accounts[0]!.address.toLowerCase()])
    expect(events).toEqual([])
    fire('accountsChanged', ['0x70997970c51812dc3a010c7d01b50e0d17dc79c8'])
    expect(events).toEqual([
      {
        type: 'accountsChanged',
        accounts: [
          {
            namespace: 'eip155',
            address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
            type: 'eoa',
          },
        ],
      },
    ])
  })

  it('treats an empty account list as a wallet-side disconnect and stops listening', async () => {
    const { fire, events, listenerCount } = await connectedAdapter()
    fire('accountsChanged', [])
    expect(events).toEqual([{ type: 'disconnected' }])
    expect(listenerCount()).toBe(0)
  })

  it('ignores a 1013 disconnect while the wallet still has accounts, honours any other', async () => {
    const { fire, events, requests } = await connectedAdapter()
    requests.length = 0
    fire('disconnect', { code: 1013, message: 'Try again later' })
    // The adapter asks eth_accounts before deciding: wait for the answer and what follows it.
    await vi.waitFor(() =>
      expect(requests.map((request) => request.method)).toEqual(['eth_accounts']),
    )
    await requests[0]?.settled
    await new Promise((resolve) => setImmediate(resolve))
    expect(events).toEqual([])
    fire('disconnect', { code: 4900, message: 'Disconnected' })
    await vi.waitFor(() => expect(events).toEqual([{ type: 'disconnected' }]))
  })

  it('stops listening to the old wallet when another one connects', async () => {
    const first = await connectedAdapter()
    const second = scriptedWallet()
    const adapter = createEvmAdapter({
      discovery: false,
      connectors: [
        { id: 'one', name: 'One', provider: first.provider },
        { id: 'two', name: 'Two', provider: second.provider },
      ],
    })
    const events: AdapterEvent[] = []
    adapter.setup({
      networks: [localNetwork(31337, ['http://127.0.0.1:9'])],
      emit: (event) => events.push(event),
    })
    await adapter.connect({ connectorId: 'one' })
    const before = first.listenerCount()
    await adapter.connect({ connectorId: 'two' })
    expect(first.listenerCount()).toBe(before - 3)
    events.length = 0
    first.fire('chainChanged', '0x7a6a')
    expect(events).toEqual([])
  })
})
