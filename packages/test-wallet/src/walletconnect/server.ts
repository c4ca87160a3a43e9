import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as z from 'zod/mini'
import {
  configureBodySchema,
  decisionsBodySchema,
  disconnectBodySchema,
  pairBodySchema,
  type WalletConnectTestWalletState,
} from './control-api.js'
import { PAGE_CSS, PAGE_HTML, PAGE_SCRIPT } from './page.js'
import type { WalletConnectTestWallet } from './wallet.js'

/** Options of {@link startWalletConnectTestWalletServer}. */
export interface WalletConnectTestWalletServerOptions {
  wallet: WalletConnectTestWallet
  /** Interface to bind; default 127.0.0.1. */
  host?: string
  /** Port; default 0 (a free one). */
  port?: number
}

/** The running page and control API. */
export interface WalletConnectTestWalletServer {
  /** `http://HOST:PORT` — the page is at `/`, the API under `/api/`. */
  url: string
  close(): Promise<void>
}

/** The largest request body accepted. */
const MAX_BODY_BYTES = 64 * 1024

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

const PAGE_HEADERS = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
}

const STATIC_FILES: Record<string, { type: string; body: string }> = {
  '/': { type: 'text/html; charset=utf-8', body: PAGE_HTML },
  '/app.js': { type: 'text/javascript; charset=utf-8', body: PAGE_SCRIPT },
  '/app.css': { type: 'text/css; charset=utf-8', body: PAGE_CSS },
}

/** The wallet's state as the API shows it. */
async function stateOf(wallet: WalletConnectTestWallet): Promise<WalletConnectTestWalletState> {
  return {
    sdk: wallet.sdk,
    chainBehaviour: wallet.chainBehaviour(),
    wallet: await wallet.getState(),
    sessions: wallet.sessions(),
    activity: [...wallet.activity()],
  }
}

/**
 * Serves the WalletConnect test wallet's page — where a person pastes a `wc:` uri while
 * trying the demo, and sees sessions and requests — and the JSON API that the page and
 * tests drive it with:
 *
 * - `GET /api/state`; `POST /api/pair { uri }` (answers what became of the proposal);
 * - `POST /api/decisions { decisions }` (queued for the next proposals or requests);
 * - `POST /api/configure { defaultDecision?, accountIndex?, clearDecisions?, chainBehaviour? }`;
 * - `POST /api/disconnect { topic? }` (one session, or all, from the wallet's side);
 * - `GET /health`.
 *
 * POST bodies must be `application/json` (so another site's page cannot post to it without
 * a preflight it never gets) and are validated; bad input gets 400 with a message.
 */
export async function startWalletConnectTestWalletServer(
  options: WalletConnectTestWalletServerOptions,
): Promise<WalletConnectTestWalletServer> {
  const { wallet } = options
  const routes: Record<string, (body: unknown) => Promise<unknown>> = {
    '/api/pair': async (body) => wallet.pair(parseBody(pairBodySchema, body).uri),
    '/api/decisions': async (body) => {
      await wallet.queueDecisions(parseBody(decisionsBodySchema, body).decisions)
      return stateOf(wallet)
    },
    '/api/configure': async (body) => {
      const { defaultDecision, accountIndex, clearDecisions, chainBehaviour } = parseBody(
        configureBodySchema,
        body,
      )
      if (clearDecisions) await wallet.clearDecisions()
      if (chainBehaviour) wallet.setChainBehaviour(chainBehaviour)
      await wallet.configure({
        ...(defaultDecision ? { defaultDecision } : {}),
        ...(accountIndex === undefined ? {} : { accountIndex }),
      })
      return stateOf(wallet)
    },
    '/api/disconnect': async (body) => {
      await wallet.disconnectSession(parseBody(disconnectBodySchema, body).topic)
      return stateOf(wallet)
    },
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500
      const message = error instanceof Error ? error.message : String(error)
      if (!response.headersSent) sendJson(response, status, { error: message })
      else response.destroy()
    })
  })

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    if (request.method === 'GET' || request.method === 'HEAD') {
      const file = STATIC_FILES[path]
      if (file) {
        response.writeHead(200, { 'content-type': file.type, ...PAGE_HEADERS })
        response.end(request.method === 'HEAD' ? undefined : file.body)
        return
      }
      if (path === '/health') return sendJson(response, 200, { status: 'ok' })
      if (path === '/api/state') return sendJson(response, 200, await stateOf(wallet))
      throw new HttpError(404, `Nothing at ${path}`)
    }
    const route = routes[path]
    if (request.method !== 'POST' || !route) throw new HttpError(405, 'Method not allowed')
    const type = request.headers['content-type'] ?? ''
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      throw new HttpError(415, 'Send the body as application/json')
    }
    const body = await readJson(request)
    try {
      sendJson(response, 200, await route(body))
    } catch (error) {
      if (error instanceof HttpError) throw error
      throw new HttpError(400, error instanceof Error ? error.message : String(error))
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { address, port } = server.address() as AddressInfo
  const host = address.includes(':') ? `[${address}]` : address
  let closing: Promise<void> | undefined
  return {
    url: `http://${host}:${port}`,
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      })
      return closing
    },
  }
}

function parseBody<Output>(schema: z.ZodMiniType<Output>, body: unknown): Output {
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw new HttpError(400, z.prettifyError(parsed.error))
  return parsed.data
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'The body is too large')
    chunks.push(chunk as Buffer)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  try {
    return text.length === 0 ? {} : JSON.parse(text)
  } catch {
    throw new HttpError(400, 'The body is not JSON')
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  })
  response.end(JSON.stringify(body))
}
