import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { RPC_DEDUPE_CACHE_SIZE } from '@foyer/common'
import { createPublicClient } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { localNetwork } from '../test-utils/networks.js'
import { type RpcTestServer, startRpcTestServer } from '../test-utils/rpc-server.js'
import { createEvmTransport, evmTransportConfig } from './evm-transport.js'
import { quantitySchema, readRpc } from './read-rpc.js'

const servers: RpcTestServer[] = []
async function server(...args: Parameters<typeof startRpcTestServer>) {
  const started = await startRpcTestServer(...args)
  servers.push(started)
  return started
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((started) => started.close()))
})

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('createEvmTransport', () => {
  it('configures viem with SPEC §9: 10000 ms timeout, 3 retries from 150 ms, batches of 1000, ranking 4000 ms / 10 / 0.7 / 0.3', () => {
    expect(evmTransportConfig).toEqual({
      http: { timeout: 10_000, batch: { batchSize: 1_000 } },
      fallback: {
        retryCount: 3,
        retryDelay: 150,
        rank: { interval: 4_000, sampleCount: 10, weights: { stability: 0.7, latency: 0.3 } },
      },
    })
    const transport = createEvmTransport(localNetwork(31337, ['http://127.0.0.1:1']))({})
    expect(transport.config).toMatchObject({ type: 'fallback', retryCount: 3, retryDelay: 150 })
    const [inner] = transport.value?.transports ?? []
    // The fallback owns the retries: its endpoints must not retry on their own as well.
    expect(inner?.config).toMatchObject({ type: 'http', timeout: 10_000, retryCount: 0 })
  })

  it("matches viem's own dedupe cache size (SPEC §9: 8192)", () => {
    const viemRoot = path.dirname(createRequire(import.meta.url).resolve('viem/package.json'))
    const source = fs.readFileSync(path.join(viemRoot, '_esm/utils/promise/withDedupe.js'), 'utf8')
    expect(source.match(/promiseCache = .*new LruMap\((\d+)\)/)?.[1]).toBe(
      String(RPC_DEDUPE_CACHE_SIZE),
    )
    expect(RPC_DEDUPE_CACHE_SIZE).toBe(8_192)
  })

  it('retries a failing endpoint after 150 ms, then 300 ms, and succeeds on the third attempt', async () => {
    const rpc = await server((_call, index) =>
      index < 2 ? { httpStatus: 503 } : { result: '0x2a' },
    )
    const transport = createEvmTransport(localNetwork(31337, [rpc.url]))({})
    await expect(transport.request({ method: 'eth_blockNumber' })).resolves.toBe('0x2a')
    expect(rpc.calls.map((call) => call.method)).toEqual([
      'eth_blockNumber',
      'eth_blockNumber',
      'eth_blockNumber',
    ])
    const [first, second, third] = rpc.calls.map((call) => call.at) as [number, number, number]
    // Lower bounds only (a loaded machine may be slower, never faster); 5 ms for clock rounding.
    expect(second - first).toBeGreaterThanOrEqual(145)
    expect(third - second).toBeGreaterThanOrEqual(295)
  })

  it('gives up after 3 retries (4 attempts)', async () => {
    const rpc = await server(() => ({ httpStatus: 500 }))
    const transport = createEvmTransport(localNetwork(31337, [rpc.url]))({})
    await expect(transport.request({ method: 'eth_blockNumber' })).rejects.toThrow()
    expect(rpc.calls).toHaveLength(4)
  })

  it('sends concurrent requests as JSON-RPC batches of at most 1000', async () => {
    const rpc = await server(() => ({ result: '0x1' }))
    const transport = createEvmTransport(localNetwork(31337, [rpc.url]))({})
    const results = await Promise.all(
      Array.from({ length: 1_001 }, (_, index) =>
        transport.request({
          method: 'eth_getBalance',
          params: [ADDRESS, `0x${index.toString(16)}`],
        }),
      ),
    )
    expect(results).toHaveLength(1_001)
    expect(rpc.bodies.map((body) => (Array.isArray(body) ? body.length : 'single'))).toEqual([
      1_000, 1,
    ])
  })

  it('shares one request between identical concurrent reads (viem dedupe)', async () => {
    const rpc = await server(() => ({ result: '0x64' }))
    const network = localNetwork(31337, [rpc.url])
    const client = createPublicClient({ transport: createEvmTransport(network) })
    const read = () => readRpc(client, 'eth_getBalance', [ADDRESS, 'latest'], quantitySchema)
    await expect(Promise.all([read(), read(), read()])).resolves.toEqual([100n, 100n, 100n])
    expect(rpc.calls).toHaveLength(1)
    // Control: the same reads without dedupe each reach the node.
    await Promise.all(
      [1, 2].map(() => client.request({ method: 'eth_getBalance', params: [ADDRESS, 'latest'] })),
    )
    expect(rpc.calls).toHaveLength(3)
  })

  it('ranks several endpoints: an endpoint that fails the ping stops being tried first', async () => {
    const flaky = await server((call) =>
      call.method === 'net_listening'
        ? { error: { code: -32603, message: 'down' } }
        : { result: '0xa' },
    )
    const healthy = await server(() => ({ result: '0xb' }))
    const transport = createEvmTransport(localNetwork(31337, [flaky.url, healthy.url]))({})
    await vi.waitFor(
      async () => expect(await transport.request({ method: 'eth_blockNumber' })).toBe('0xb'),
      { timeout: 10_000, interval: 50 },
    )
    expect(flaky.calls.some((call) => call.method === 'net_listening')).toBe(true)
    expect(healthy.calls.some((call) => call.method === 'net_listening')).toBe(true)
  })

  it('does not rank (ping) a single endpoint', async () => {
    const rpc = await server(() => ({ result: '0x1' }))
    const transport = createEvmTransport(localNetwork(31337, [rpc.url]))({})
    await transport.request({ method: 'eth_blockNumber' })
    expect(rpc.calls.map((call) => call.method)).toEqual(['eth_blockNumber'])
  })
})
