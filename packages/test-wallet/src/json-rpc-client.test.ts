import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ProviderRpcError } from './errors.js'
import { callJsonRpc } from './json-rpc-client.js'
import { rejectionOf } from './test-utils/recorder.js'

/** Answers each path with a canned response; echoes the request id where asked. */
const routes: Record<string, (id: unknown) => { status: number; body: string }> = {
  '/ok': (id) => ({ status: 200, body: JSON.stringify({ jsonrpc: '2.0', id, result: '0x10' }) }),
  '/null': (id) => ({ status: 200, body: JSON.stringify({ jsonrpc: '2.0', id, result: null }) }),
  '/node-error': (id) => ({
    status: 200,
    body: JSON.stringify({
      jsonrpc: '2.0',
      id,
      error: { code: 3, message: 'execution reverted', data: '0x08c379a0' },
    }),
  }),
  '/http-500': () => ({ status: 500, body: 'boom' }),
  '/not-json': () => ({ status: 200, body: '<html>' }),
  '/wrong-id': () => ({
    status: 200,
    body: JSON.stringify({ jsonrpc: '2.0', id: -1, result: '0x1' }),
  }),
  '/no-result': (id) => ({ status: 200, body: JSON.stringify({ jsonrpc: '2.0', id }) }),
}

let server: http.Server
let base: string
beforeAll(async () => {
  server = http.createServer((request, response) => {
    let text = ''
    request.on('data', (chunk) => {
      text += chunk
    })
    request.on('end', () => {
      const { id } = JSON.parse(text) as { id: unknown }
      const answer = routes[request.url ?? '']?.(id) ?? { status: 404, body: '' }
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('callJsonRpc', () => {
  it('returns the result, null included', async () => {
    expect(await callJsonRpc(`${base}/ok`, 'eth_blockNumber')).toBe('0x10')
    expect(await callJsonRpc(`${base}/null`, 'eth_getTransactionReceipt', ['0x00'])).toBeNull()
  })

  it('rethrows the node error with its code, message and data', async () => {
    const error = await rejectionOf(callJsonRpc(`${base}/node-error`, 'eth_call'))
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toMatchObject({ code: 3, message: 'execution reverted', data: '0x08c379a0' })
  })

  it.each([
    ['/http-500', 'answered HTTP 500 to eth_call'],
    ['/not-json', 'with something that is not JSON'],
    ['/wrong-id', 'that is not its JSON-RPC response'],
    ['/no-result', 'without a result'],
  ])('turns %s into a -32603 error that says what went wrong', async (path, text) => {
    const error = await rejectionOf(callJsonRpc(`${base}${path}`, 'eth_call'))
    expect(error.code).toBe(-32603)
    expect(error.message).toContain(text)
    expect(error.message).toContain(`${base}${path}`)
  })
})
