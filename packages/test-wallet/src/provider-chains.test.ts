import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestWalletProvider } from './provider.js'
import { type AnvilNode, startAnvil } from './test-utils/anvil.js'
import { recordEvents, rejectionOf } from './test-utils/recorder.js'

let home: AnvilNode
let other: AnvilNode
beforeAll(async () => {
  ;[home, other] = await Promise.all([startAnvil(31337), startAnvil(31338)])
}, 60_000)
afterAll(() => Promise.all([home?.stop(), other?.stop()]))

const addOther = (overrides: Record<string, unknown> = {}) => ({
  method: 'wallet_addEthereumChain',
  params: [
    {
      chainId: '0x7a6a',
      chainName: 'Other devnet',
      rpcUrls: [other.rpcUrl],
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      ...overrides,
    },
  ],
})

describe('chains', () => {
  it('answers 4902 for an unknown chain, adds it (switching to it), and switches back', async () => {
    const provider = createTestWalletProvider({ chains: [{ chainId: 31337, rpcUrl: home.rpcUrl }] })
    const events = recordEvents(provider)
    const unknown = await rejectionOf(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
    )
    expect(unknown.code).toBe(4902)
    expect(unknown.message).toContain('0x7a6a')

    expect(await provider.request(addOther())).toBeNull()
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(await provider.request({ method: 'net_version' })).toBe('31338')
    expect((await provider.getState()).chains.map((chain) => chain.name)).toEqual([
      'Chain 31337',
      'Other devnet',
    ])

    expect(
      await provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x7a69' }],
      }),
    ).toBeNull()
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(events.filter((event) => event.name === 'chainChanged')).toEqual([
      { name: 'chainChanged', data: '0x7a6a' },
      { name: 'chainChanged', data: '0x7a69' },
    ])
  })

  it('forwards reads to the current chain node', async () => {
    const provider = createTestWalletProvider({
      chains: [
        { chainId: 31337, rpcUrl: home.rpcUrl },
        { chainId: 31338, rpcUrl: other.rpcUrl },
      ],
      initialChainId: 31338,
    })
    await fetch(other.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_mine', params: ['0x5'] }),
    })
    const otherHeight = Number(await provider.request({ method: 'eth_blockNumber' }))
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a69' }],
    })
    const homeHeight = Number(await provider.request({ method: 'eth_blockNumber' }))
    expect(otherHeight - homeHeight).toBeGreaterThanOrEqual(5)
  })

  it('switching to the current chain needs no approval and emits nothing', async () => {
    const provider = createTestWalletProvider({ chains: [{ chainId: 31337, rpcUrl: home.rpcUrl }] })
    await provider.setNextDecision('reject')
    const events = recordEvents(provider)
    await Promise.resolve()
    expect(
      await provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x7a69' }],
      }),
    ).toBeNull()
    expect(events.filter((event) => event.name === 'chainChanged')).toEqual([])
    expect((await provider.getState()).pendingDecisions).toEqual(['reject'])
  })

  it('answers 4001 and stays on its chain when a switch or an addition is rejected', async () => {
    const provider = createTestWalletProvider({
      chains: [
        { chainId: 31337, rpcUrl: home.rpcUrl },
        { chainId: 31338, rpcUrl: other.rpcUrl },
      ],
    })
    await provider.queueDecisions(['reject', 'reject'])
    const switching = provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    expect((await rejectionOf(switching)).code).toBe(4001)
    const onlyHome = createTestWalletProvider({ chains: [{ chainId: 31337, rpcUrl: home.rpcUrl }] })
    await onlyHome.setNextDecision('reject')
    expect((await rejectionOf(onlyHome.request(addOther()))).code).toBe(4001)
    expect(await onlyHome.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('refuses to add a chain whose RPC URL serves another chain id (-32602)', async () => {
    const provider = createTestWalletProvider({ chains: [{ chainId: 31337, rpcUrl: home.rpcUrl }] })
    const wrong = await rejectionOf(provider.request(addOther({ chainId: '0x1' })))
    expect(wrong.code).toBe(-32602)
    expect(wrong.message).toContain(other.rpcUrl)
    expect((await provider.getState()).chains).toHaveLength(1)
  })

  it('validates wallet_addEthereumChain params (-32602) before asking anyone', async () => {
    const provider = createTestWalletProvider({ chains: [{ chainId: 31337, rpcUrl: home.rpcUrl }] })
    await provider.setNextDecision('reject')
    for (const overrides of [
      { rpcUrls: [] },
      { rpcUrls: ['ftp://127.0.0.1/'] },
      { chainId: '0x0' },
      { chainId: 31338 },
      { chainName: '' },
      { nativeCurrency: { name: 'Ether', symbol: 'ETH' } },
    ]) {
      const invalid = await rejectionOf(provider.request(addOther(overrides)))
      expect(invalid.code, JSON.stringify(overrides)).toBe(-32602)
    }
    expect((await provider.getState()).pendingDecisions).toEqual(['reject'])
  })
})

describe('malformed and unsupported requests', () => {
  const provider = () =>
    createTestWalletProvider({ chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }] })

  it('answers 4200 for methods it does not implement, including inherited property names', async () => {
    for (const method of ['eth_sign', 'eth_subscribe', 'foo_bar', '__proto__', 'toString']) {
      const unsupported = await rejectionOf(provider().request({ method }))
      expect(unsupported.code, method).toBe(4200)
    }
  })

  it('answers -32600 for a request without a method', async () => {
    const wallet = provider()
    for (const args of [undefined, null, {}, { method: '' }, { method: 42 }, 'eth_chainId']) {
      const invalid = await rejectionOf(wallet.request(args as never))
      expect(invalid.code, JSON.stringify(args)).toBe(-32600)
    }
  })

  it('answers -32602 for params that fail their schema', async () => {
    const wallet = provider()
    const cases = [
      { method: 'wallet_switchEthereumChain', params: [{ chainId: 'abc' }] },
      { method: 'wallet_switchEthereumChain', params: [] },
      { method: 'personal_sign', params: ['0x00', 'not an address'] },
      { method: 'eth_chainId', params: ['unexpected'] },
      { method: 'eth_getBalance', params: { address: '0x' } },
      { method: 'wallet_requestPermissions', params: [{ eth_coinbase: {} }] },
    ]
    for (const args of cases) {
      const invalid = await rejectionOf(wallet.request(args))
      expect(invalid.code, args.method).toBe(-32602)
      expect(invalid.message).toContain(`Invalid params for ${args.method}`)
    }
  })

  it('answers -32603 with the URL when the node cannot be reached', async () => {
    const failure = await rejectionOf(provider().request({ method: 'eth_blockNumber' }))
    expect(failure.code).toBe(-32603)
    expect(failure.message).toContain('http://127.0.0.1:9')
  })

  it('throws a clear error for invalid options', () => {
    expect(() => createTestWalletProvider({ chains: [] })).toThrow(/config\.chains/)
    expect(() =>
      createTestWalletProvider({
        chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:1' }],
        initialChainId: 2,
      }),
    ).toThrow(/chainId 2 is not among the configured chains/)
    expect(() => createTestWalletProvider({ chains: [{ chainId: 1, rpcUrl: 'nope' }] })).toThrow(
      /expected an http\(s\) URL/,
    )
  })
})
