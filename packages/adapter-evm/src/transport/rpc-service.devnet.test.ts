import { createFoyerClient, createMemoryStorage, startClient } from '@foyer/core'
import { type Devstack, startDevstack } from '@foyer/devstack'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvmAdapter } from '../create-evm-adapter.js'
import { devnetNetworks } from '../test-utils/devnets.js'

// services.rpc: a network defined without an RPC URL reads through the stack's RPC proxy (the
// data service's `/v1/?chainId&projectId`, in front of the devnets), and only through it.
let stack: Devstack

beforeAll(async () => {
  stack = await startDevstack({
    directory: false,
    relay: false,
    solana: false,
    bitcoin: false,
    startTimeoutMs: 60_000,
  })
}, 120_000)

afterAll(async () => {
  await stack?.stop()
})

describe('services.rpc', () => {
  it('a network without rpcUrls reads its balance through the RPC proxy', async () => {
    const proxy = stack.dataServiceUrl
    if (!proxy) throw new Error('the stack runs no data service')
    const [devnet] = devnetNetworks(stack)
    const adapter = createEvmAdapter({ discovery: false })
    const client = createFoyerClient({
      projectId: 'rpc-proxy-test',
      networks: [{ ...devnet, rpcUrls: { default: { http: [] } } }],
      adapters: [adapter],
      storage: createMemoryStorage(),
      services: { rpc: proxy },
    })
    await startClient(client)
    const [network] = client.options.networks
    const url = new URL(network!.rpcUrls.default.http[0]!)
    expect(url.origin + url.pathname).toBe(`${proxy}/v1/`)
    expect(url.searchParams.get('chainId')).toBe(devnet.caipNetworkId)
    expect(url.searchParams.get('projectId')).toBe('rpc-proxy-test')
    const account = stack.accounts[0]!.address
    const balance = await adapter.getBalance!({
      address: account,
      caipNetworkId: devnet.caipNetworkId,
    })
    const direct = await fetch(stack.chains[0]!.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_getBalance',
        params: [account, 'latest'],
      }),
    }).then((response) => response.json() as Promise<{ result: string }>)
    expect(balance.value).toBe(BigInt(direct.result))
    expect(balance.value).toBeGreaterThan(0n)
    adapter.destroy?.()
  }, 60_000)
})
