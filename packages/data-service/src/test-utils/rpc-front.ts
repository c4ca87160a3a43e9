import { createServer, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/**
 * An HTTP front for a node's JSON-RPC: forwards every request to `targetUrl`. `goAway()`
 * stops listening and drops open connections (the node "goes away": connections are
 * refused); `comeBack()` listens again on the same port.
 */
export interface RpcFront {
  url: string
  goAway(): Promise<void>
  comeBack(): Promise<void>
  close(): Promise<void>
}

/**
 * Starts an {@link RpcFront} on a free loopback port. Calls of `refuseMethods` are answered
 * with JSON-RPC error -32601 (the node does not offer them); the rest are forwarded.
 */
export async function startRpcFront(
  targetUrl: string,
  options: { refuseMethods?: readonly string[] } = {},
): Promise<RpcFront> {
  const refused = new Set(options.refuseMethods ?? [])
  let server: Server | undefined
  const sockets = new Set<Socket>()
  let port = 0
  const listen = async () => {
    const next = createServer(async (req, res) => {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      try {
        const body = Buffer.concat(chunks)
        if (refused.size > 0) {
          res.setHeader('content-type', 'application/json')
          res.end(
            JSON.stringify(await forwardRefusing(targetUrl, JSON.parse(String(body)), refused)),
          )
          return
        }
        const answer = await fetch(targetUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        })
        res.statusCode = answer.status
        res.setHeader('content-type', 'application/json')
        res.end(Buffer.from(await answer.arrayBuffer()))
      } catch {
        res.statusCode = 502
        res.end()
      }
    })
    next.on('connection', (socket) => {
      sockets.add(socket)
      socket.once('close', () => sockets.delete(socket))
    })
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject)
      next.listen(port, '127.0.0.1', () => resolve())
    })
    port = (next.address() as AddressInfo).port
    server = next
  }
  const stop = async () => {
    const current = server
    server = undefined
    if (!current) return
    await new Promise<void>((resolve) => {
      current.close(() => resolve())
      for (const socket of sockets) socket.destroy()
    })
  }
  await listen()
  return {
    url: `http://127.0.0.1:${port}`,
    goAway: stop,
    comeBack: listen,
    close: stop,
  }
}

interface RpcRequest {
  id: number
  method: string
}

/** Answers the refused calls of a request (one call or a batch) and forwards the others. */
async function forwardRefusing(
  targetUrl: string,
  request: RpcRequest | RpcRequest[],
  refused: ReadonlySet<string>,
): Promise<unknown> {
  const calls = Array.isArray(request) ? request : [request]
  const passed = calls.filter((call) => !refused.has(call.method))
  const forwarded: { id: number }[] =
    passed.length === 0
      ? []
      : await (
          await fetch(targetUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(passed),
          })
        ).json()
  const answers = calls.map(
    (call) =>
      forwarded.find((answer) => answer.id === call.id) ?? {
        jsonrpc: '2.0',
        id: call.id,
        error: { code: -32601, message: `Method not found: ${call.method}` },
      },
  )
  return Array.isArray(request) ? answers : answers[0]
}
