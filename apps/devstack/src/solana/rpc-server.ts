import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import type { SolanaLedger } from './ledger.js'
import { SolanaRpcError } from './rpc-errors.js'
import { type SolanaRpcIdentity, solanaRpcMethods } from './rpc-methods.js'
import { SubscriptionSet } from './subscriptions.js'

/** Largest request body accepted, in bytes. */
export const MAX_RPC_BODY_BYTES = 1024 * 1024

/** A running local Solana RPC. */
export interface SolanaRpcServer {
  /** JSON-RPC over HTTP; WebSocket on the same port too. */
  rpcUrl: string
  /** WebSocket at the HTTP port + 1: where `Connection` looks by default. */
  wsUrl: string
  close(): Promise<void>
}

interface JsonRpcRequest {
  jsonrpc?: unknown
  id?: unknown
  method?: unknown
  params?: unknown
}

/**
 * Serves the ledger as a Solana JSON-RPC node on `host`: HTTP POST (single or batch, CORS
 * open so that a page on another local origin may call it) and WebSocket subscriptions, on
 * `port` and on `port + 1` (where `@solana/web3.js` `Connection` derives its WebSocket URL).
 * Port 0 picks a free pair.
 */
export async function startSolanaRpcServer(options: {
  ledger: SolanaLedger
  identity: SolanaRpcIdentity
  host: string
  port: number
}): Promise<SolanaRpcServer> {
  const methods = solanaRpcMethods(options.ledger, options.identity)
  let nextSubscription = 0
  const answer = (request: JsonRpcRequest, subscriptions?: SubscriptionSet) => {
    const id = typeof request.id === 'number' || typeof request.id === 'string' ? request.id : null
    if (request.jsonrpc !== '2.0' || typeof request.method !== 'string') {
      return {
        response: { jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid request' } },
      }
    }
    try {
      const subscribed = subscriptions?.handle(request.method, request.params)
      if (subscribed)
        return {
          response: { jsonrpc: '2.0', id, result: subscribed.result },
          after: subscribed.after,
        }
      const method = methods[request.method]
      if (!method) {
        return {
          response: { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } },
        }
      }
      return { response: { jsonrpc: '2.0', id, result: method(request.params) } }
    } catch (error) {
      const rpcError =
        error instanceof SolanaRpcError
          ? error
          : new SolanaRpcError(-32603, `Internal error: ${String(error)}`)
      return {
        response: {
          jsonrpc: '2.0',
          id,
          error: {
            code: rpcError.code,
            message: rpcError.message,
            ...(rpcError.data === undefined ? {} : { data: rpcError.data }),
          },
        },
      }
    }
  }

  const onHttp = (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', '*')
    res.setHeader('Access-Control-Allow-Headers', 'content-type, solana-client')
    res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS')
    if (req.method === 'OPTIONS') return void res.writeHead(204).end()
    if (req.method !== 'POST') return void res.writeHead(405).end()
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_RPC_BODY_BYTES) {
        res.writeHead(413).end()
        req.destroy()
      } else chunks.push(chunk)
    })
    req.on('end', () => {
      if (res.writableEnded) return
      let body: unknown
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        return send(res, {
          jsonrpc: '2.0',
          id: null,
          error: { code: -32700, message: 'Parse error' },
        })
      }
      const result = Array.isArray(body)
        ? body.map((item) => answer(item as JsonRpcRequest).response)
        : answer((body ?? {}) as JsonRpcRequest).response
      send(res, result)
    })
  }

  const onSocket = (socket: WebSocket) => {
    const subscriptions = new SubscriptionSet(
      options.ledger,
      (method, subscription, result) => {
        if (socket.readyState === socket.OPEN) {
          socket.send(JSON.stringify({ jsonrpc: '2.0', method, params: { result, subscription } }))
        }
      },
      () => nextSubscription++,
    )
    socket.on('message', (data) => {
      let request: JsonRpcRequest
      try {
        request = JSON.parse(String(data)) as JsonRpcRequest
      } catch {
        socket.send(
          JSON.stringify({
            jsonrpc: '2.0',
            id: null,
            error: { code: -32700, message: 'Parse error' },
          }),
        )
        return
      }
      const { response, after } = answer(request ?? {}, subscriptions)
      socket.send(JSON.stringify(response))
      after?.()
    })
    socket.on('close', () => subscriptions.close())
  }

  const { http, ws } = await listenPair(options.host, options.port, onHttp)
  const sockets = [new WebSocketServer({ server: http }), new WebSocketServer({ server: ws })]
  for (const server of sockets) server.on('connection', onSocket)
  const port = (http.address() as AddressInfo).port
  return {
    rpcUrl: `http://${options.host}:${port}`,
    wsUrl: `ws://${options.host}:${port + 1}`,
    close: async () => {
      for (const server of sockets) {
        for (const client of server.clients) client.terminate()
        server.close()
      }
      await Promise.all([http, ws].map((server) => new Promise((resolve) => server.close(resolve))))
    },
  }
}

function send(res: ServerResponse, body: unknown): void {
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

/** Two HTTP servers on `port` and `port + 1`; with port 0, tries free pairs. */
async function listenPair(
  host: string,
  port: number,
  onHttp: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ http: Server; ws: Server }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const http = createServer(onHttp)
    await listen(http, host, port)
    const chosen = (http.address() as AddressInfo).port
    const ws = createServer((_req, res) => res.writeHead(426).end())
    try {
      await listen(ws, host, chosen + 1)
      return { http, ws }
    } catch (error) {
      await new Promise((resolve) => http.close(resolve))
      if (port !== 0) throw error
    }
  }
  throw new Error('No free pair of ports for the Solana RPC')
}

function listen(server: Server, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
}
