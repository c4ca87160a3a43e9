import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RPC_PROXY_MAX_BATCH } from './api/rpc-proxy.js'
import { type DataService, startDataService } from './server.js'
import { ANVIL_ACCOUNTS, startTestAnvil, type TestAnvil } from './test-utils/anvil.js'
import { fetchJson } from './test-utils/http.js'

// SPEC §7's blockchain RPC, served by the data service in front of a real anvil.
let anvil: TestAnvil
let service: DataService
const rpc = (query = 'chainId=eip155:31337&projectId=test') => `${service.url}/v1/?${query}`
const call = (method: string, params: unknown[] = [], id: number | string = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
})

beforeAll(async () => {
  anvil = await startTestAnvil()
  service = await startDataService({
    ephemeral: true,
    chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }],
    retryInitialMs: 60_000,
    log: () => {},
  })
}, 60_000)

afterAll(async () => {
  await service?.close()
  await anvil?.stop()
})

describe('RPC proxy (POST /v1/?chainId&projectId)', () => {
  it('forwards allowed reads to the chain node and returns its answers with the caller ids', async () => {
    const { status, body } = await fetchJson(rpc(), call('eth_chainId', [], 'a'))
    expect(status).toBe(200)
    expect(body).toEqual({ jsonrpc: '2.0', id: 'a', result: '0x7a69' })
    const balance = await fetchJson(rpc(), [
      call('eth_getBalance', [ANVIL_ACCOUNTS[0], 'latest'], 7),
      call('eth_blockNumber', [], 7),
    ])
    expect(balance.body).toHaveLength(2)
    expect(BigInt(balance.body[0].result)).toBe(10_000n * 10n ** 18n)
    expect(balance.body[0].id).toBe(7)
    expect(balance.body[1].result).toMatch(/^0x[0-9a-f]+$/)
  })

  it('refuses methods outside the allowlist without reaching the node', async () => {
    const { body } = await fetchJson(rpc(), [
      call('anvil_setBalance', [ANVIL_ACCOUNTS[1], '0x1'], 1),
      call('eth_sendTransaction', [{ from: ANVIL_ACCOUNTS[0], to: ANVIL_ACCOUNTS[1] }], 2),
      call('eth_getBalance', [ANVIL_ACCOUNTS[1], 'latest'], 3),
    ])
    expect(body[0]).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32601, message: 'Method anvil_setBalance is not allowed' },
    })
    expect(body[1].error.code).toBe(-32601)
    // The balance was not set to 1 wei: the refused call never reached anvil.
    expect(BigInt(body[2].result)).toBe(10_000n * 10n ** 18n)
  })

  it('answers 400 for an unknown chain, a bad query or a body that is not JSON-RPC', async () => {
    expect((await fetchJson(rpc('chainId=eip155:1&projectId=x'), call('eth_chainId'))).status).toBe(
      400,
    )
    expect((await fetchJson(rpc('projectId=x'), call('eth_chainId'))).status).toBe(400)
    expect((await fetchJson(rpc(), { method: 'eth_chainId' })).status).toBe(400)
    expect((await fetchJson(rpc(), [])).status).toBe(400)
    const tooMany = Array.from({ length: RPC_PROXY_MAX_BATCH + 1 }, (_, i) =>
      call('eth_chainId', [], i),
    )
    expect((await fetchJson(rpc(), tooMany)).status).toBe(400)
  })

  it('refuses a body over 64 KiB with 413', async () => {
    const big = call('eth_call', [{ data: `0x${'00'.repeat(40_000)}` }, 'latest'])
    const { status, body } = await fetchJson(rpc(), big)
    expect(status).toBe(413)
    expect(body.error.message).toBe('Request body is too large')
  })
})
