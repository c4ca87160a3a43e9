import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** One JSON-RPC call the server received. */
export interface RecordedCall {
  method: string
  params: unknown
  /** When the HTTP request carrying it arrived (Date.now()). */
  at: number
}

/** What a handler returns for one call: a result, a JSON-RPC error, or an HTTP status for the whole request. */
export type CallOutcome =
  | { result: unknown }
  | { error: { code: number; message: string } }
  | { httpStatus: number }

/** A JSON-RPC server on 127.0.0.1 (free port) that records every call. */
export interface RpcTestServer {
  url: string
  /** Every call, in arrival order. */
  calls: RecordedCall[]
  /** Every HTTP request body, parsed (an object, or an array for a batch). */
  bodies: unknown[]
  close(): Promise<void>
}

/**
 * Starts a loopback JSON-RPC server. `handle` decides each call; returning `httpStatus` for
 * any call of a request answers the whole HTTP request with that status.
 */
export async function startRpcTestServer(
  handle: (call: RecordedCall, index: number) => CallOutcome,
): Promise<RpcTestServer> {
  const calls: RecordedCall[] = []
  const bodies: unknown[] = []
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const at = Date.now()
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown
      bodies.push(body)
      const items = (Array.isArray(body) ? body : [body]) as {
        id: number
        method: string
        params: unknown
      }[]
      const answers: unknown[] = []
      for (const item of items) {
        const call = { method: item.method, params: item.params, at }
        calls.push(call)
        const outcome = handle(call, calls.length - 1)
        if ('httpStatus' in outcome) {
          response.writeHead(outcome.httpStatus, { 'content-type': 'text/plain' })
          response.end('failed on purpose')
          return
        }
        answers.push({ jsonrpc: '2.0', id: item.id, ...outcome })
      }
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(Array.isArray(body) ? answers : answers[0]))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    bodies,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
