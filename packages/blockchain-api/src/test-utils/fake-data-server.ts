import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request the fake server received. */
export interface RecordedRequest {
  method: string
  url: URL
  body: unknown
}

/** What a route answers: status, JSON body (or raw text) and an optional delay. */
export interface FakeAnswer {
  status?: number
  json?: unknown
  text?: string
  delayMs?: number
}

/** A route: `METHOD /path` (exact path) to an answer or a function of the request. */
export type FakeRoutes = Record<string, FakeAnswer | ((request: RecordedRequest) => FakeAnswer)>

/**
 * A real HTTP server on 127.0.0.1 answering fixed routes, for unit tests at the network
 * edge. Unknown routes answer 404 `{ message }`. Close it after the test.
 */
export async function startFakeDataServer(routes: FakeRoutes) {
  const requests: RecordedRequest[] = []
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const text = await readBody(req)
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      url,
      body: text ? JSON.parse(text) : undefined,
    }
    requests.push(recorded)
    const route = routes[`${recorded.method} ${url.pathname}`]
    const answer: FakeAnswer =
      typeof route === 'function'
        ? route(recorded)
        : (route ?? { status: 404, json: { message: 'not found' } })
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs))
    if (res.destroyed) return
    res.statusCode = answer.status ?? 200
    res.setHeader('content-type', 'application/json')
    res.end(answer.text ?? JSON.stringify(answer.json ?? null))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
