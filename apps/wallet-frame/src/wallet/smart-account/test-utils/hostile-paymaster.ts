import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/** How the hostile paymaster answers one JSON-RPC request. */
export type HostileAnswer =
  /** A JSON-RPC `result` (any shape: the attack). */
  | { result: unknown }
  /** A JSON-RPC error. */
  | { error: { code: number; message: string } }
  /** A body that is not JSON-RPC, with its status. */
  | { raw: string; status?: number }
  /** A redirect (307 keeps the POST and its body) to another address. */
  | { redirect: string }
  /** No answer until the server stops. */
  | 'hang'

/** One request the hostile paymaster received. */
export type HostileRequest = { method: string; params: unknown[] }

/** A local HTTP server playing an app-named ERC-7677 paymaster that lies. */
export type HostilePaymaster = {
  url: string
  /** Every JSON-RPC request it received, in order. */
  requests: HostileRequest[]
  close: () => Promise<void>
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

/**
 * Starts a paymaster on 127.0.0.1 that answers each request with `answer(method, params)`
 * (CORS open, like a real one, so a browser would read it too).
 */
export async function startHostilePaymaster(
  answer: (request: HostileRequest) => HostileAnswer | Promise<HostileAnswer>,
): Promise<HostilePaymaster> {
  const requests: HostileRequest[] = []
  const server = createServer(async (request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', 'content-type')
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end()
      return
    }
    let body: { id?: unknown; method?: string; params?: unknown[] } = {}
    try {
      body = JSON.parse(await readBody(request))
    } catch {
      // A body that is not JSON is still answered: the test decides how.
    }
    const received = { method: String(body.method), params: body.params ?? [] }
    requests.push(received)
    const reply = await answer(received)
    if (reply === 'hang') return
    if ('redirect' in reply) {
      response.writeHead(307, { location: reply.redirect }).end()
    } else if ('raw' in reply) {
      response.writeHead(reply.status ?? 200, { 'content-type': 'text/html' }).end(reply.raw)
    } else {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ jsonrpc: '2.0', id: body.id ?? 1, ...reply }))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/rpc`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
