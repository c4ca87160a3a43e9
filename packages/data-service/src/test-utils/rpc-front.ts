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

/** Starts an {@link RpcFront} on a free loopback port. */
export async function startRpcFront(targetUrl: string): Promise<RpcFront> {
  let server: Server | undefined
  const sockets = new Set<Socket>()
  let port = 0
  const listen = async () => {
    const next = createServer(async (req, res) => {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      try {
        const answer = await fetch(targetUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: Buffer.concat(chunks),
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
