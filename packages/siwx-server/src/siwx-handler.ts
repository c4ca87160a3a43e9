import type { IncomingMessage, ServerResponse } from 'node:http'
import { type CaipNetworkId, isFoyerError, parseCaipNetworkId } from '@foyer/common'
import {
  parseSiwxMessage,
  SIWX_SERVER_PATHS,
  type SiwxVerifier,
  timingProblem,
  verifyRequestSchema,
} from '@foyer/siwx'
import { bip122Verifier } from '@foyer/siwx/bip122'
import { eip155Verifier } from '@foyer/siwx/eip155'
import { solanaVerifier } from '@foyer/siwx/solana'
import { getAddress } from 'viem'
import { readCookie, sessionCookie } from './cookies.js'
import { NonceStore } from './nonce-store.js'
import { BodyTooLargeError, readBody } from './read-body.js'
import { SessionStore } from './session-store.js'
import { type SiwxAudience, siwxAudience } from './siwx-audience.js'

/** Options of {@link createSiwxHandler}. */
export interface SiwxHandlerOptions {
  /**
   * The domain messages must name: the host (and port) your users reach the app at, e.g.
   * `app.example` or `127.0.0.1:4173`; a list where the app has several. Required: a request's
   * `Host` header never decides, or a message signed for a phishing site would log in here.
   */
  domain: string | readonly string[]
  /** The origins a message's `URI` may have, e.g. `['https://app.example']`. Required. */
  uriOrigins: readonly string[]
  /** The CAIP-2 networks users may sign in on, e.g. `['eip155:1']`. Required. */
  chains: readonly CaipNetworkId[]
  /** The JSON-RPC URL of each EVM chain (by chain id) signatures are verified against. */
  rpcUrls?: Readonly<Record<number, string>>
  /** Verifiers of other namespaces (and replacements of the eip155, solana and bip122 ones). */
  verifiers?: readonly SiwxVerifier[]
  /** Where the routes live; default `/siwx`. */
  basePath?: string
  /** The session cookie's name; default `foyer_siwx`. */
  cookieName?: string
  /** Mark the cookie `Secure` (when served over https); default false. */
  secureCookie?: boolean
  /** How long a nonce may wait for its signature; default 5 minutes. */
  nonceTtlMs?: number
  /** The longest a session lasts, whatever the message says; default 24 hours. */
  maxSessionMs?: number
  /** Limits of what is kept in memory. */
  maxOutstandingNonces?: number
  maxSessions?: number
  /** Clock in epoch milliseconds. */
  now?: () => number
}

/** A Node request handler; `next` is called for paths outside the base path (middleware). */
export type SiwxHandler = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void

const BODY_LIMIT = 32 * 1024

/**
 * The reference sign-in server's routes (`@foyer/siwx`'s server protocol), as a Node
 * handler that also works as Connect/Vite middleware:
 *
 * - `GET {base}/nonce` → `{ nonce }`, single use, valid for `nonceTtlMs`;
 * - `POST {base}/verify` `{ message, signature }` → `{ session }` and an HTTP-only session
 *   cookie, after checking the message's grammar, nonce (issued here, unused, unexpired),
 *   domain, scheme, URI origin and chain (each against the options, never the request),
 *   times and signature (viem `verifyMessage` against the chain for eip155:
 *   EOA, ERC-1271, ERC-6492; ed25519 for solana; BIP-322 simple or legacy ECDSA for
 *   bip122 on the known Bitcoin networks). A replayed message is refused: its nonce
 *   is gone;
 * - `GET {base}/session` → `{ session }` of the cookie, or `{ session: null }`;
 * - `POST {base}/signout` → forgets the session and clears the cookie.
 *
 * Refusals answer 4xx with `{ error }`. State is kept in memory (one process).
 */
export function createSiwxHandler(options: SiwxHandlerOptions): SiwxHandler {
  const audience: SiwxAudience = siwxAudience(options)
  const now = options.now ?? Date.now
  const basePath = (options.basePath ?? '/siwx').replace(/\/+$/, '')
  const cookieName = options.cookieName ?? 'foyer_siwx'
  const maxSessionMs = options.maxSessionMs ?? 24 * 60 * 60 * 1000
  const nonces = new NonceStore(
    options.nonceTtlMs ?? 5 * 60 * 1000,
    options.maxOutstandingNonces ?? 10_000,
    now,
  )
  const sessions = new SessionStore(options.maxSessions ?? 10_000, now)
  const verifiers: SiwxVerifier[] = [...(options.verifiers ?? [])]
  if (options.rpcUrls && !verifiers.some((v) => v.namespace === 'eip155')) {
    verifiers.push(eip155Verifier({ rpcUrls: options.rpcUrls }))
  }
  if (!verifiers.some((v) => v.namespace === 'solana')) verifiers.push(solanaVerifier())
  if (!verifiers.some((v) => v.namespace === 'bip122')) verifiers.push(bip122Verifier())
  const cookie = (value: string, maxAgeSeconds: number) =>
    sessionCookie(value, {
      name: cookieName,
      maxAgeSeconds,
      secure: options.secureCookie ?? false,
      path: '/',
    })

  async function verify(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!String(req.headers['content-type']).startsWith('application/json')) {
      return send(res, 415, { error: 'expected application/json' })
    }
    let body: unknown
    try {
      body = JSON.parse(await readBody(req, BODY_LIMIT))
    } catch (error) {
      if (error instanceof BodyTooLargeError) return send(res, 413, { error: 'body too large' })
      return send(res, 400, { error: 'body is not JSON' })
    }
    const request = verifyRequestSchema.safeParse(body)
    if (!request.success) return send(res, 400, { error: 'expected { message, signature }' })
    const { message, signature } = request.data
    let data: ReturnType<typeof parseSiwxMessage>
    try {
      data = parseSiwxMessage(message)
    } catch (error) {
      return send(res, 400, {
        error: isFoyerError(error) ? (error.details ?? error.message) : 'invalid message',
      })
    }
    if (
      data.chainId.startsWith('eip155:') &&
      getAddress(data.accountAddress) !== data.accountAddress
    ) {
      return send(res, 400, {
        error: 'Invalid sign-in message: the address is not an EIP-55 checksummed address',
      })
    }
    // Taken before anything else can fail: a nonce is good for one attempt only.
    if (!nonces.take(data.nonce)) {
      return send(res, 401, { error: 'nonce unknown, expired or already used' })
    }
    const refusal = audience.refusal(data)
    if (refusal) return send(res, 401, { error: refusal })
    const timing = timingProblem(data, now())
    if (timing) return send(res, 401, { error: `message ${timing}` })
    const { namespace } = parseCaipNetworkId(data.chainId)
    const verifier = verifiers.find((v) => v.namespace === namespace)
    if (!verifier) return send(res, 400, { error: `cannot verify ${namespace} signatures` })
    const session = { data, message, signature }
    let valid = false
    try {
      valid = await verifier.verify(session)
    } catch (error) {
      return send(res, 502, { error: `verification failed: ${describe(error)}` })
    }
    if (!valid) return send(res, 401, { error: 'invalid signature' })
    const expiresAt = Math.min(
      now() + maxSessionMs,
      data.expirationTime ? Date.parse(data.expirationTime) : Number.POSITIVE_INFINITY,
    )
    const id = sessions.create(session, expiresAt)
    res.setHeader('set-cookie', cookie(id, (expiresAt - now()) / 1000))
    return send(res, 200, { session })
  }

  async function route(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const method = req.method ?? 'GET'
    const sessionId = readCookie(req.headers.cookie, cookieName)
    switch (path) {
      case SIWX_SERVER_PATHS.nonce:
        if (method !== 'GET') return send(res, 405, { error: 'use GET' })
        return send(res, 200, { nonce: nonces.issue() })
      case SIWX_SERVER_PATHS.verify:
        if (method !== 'POST') return send(res, 405, { error: 'use POST' })
        return verify(req, res)
      case SIWX_SERVER_PATHS.session:
        if (method !== 'GET') return send(res, 405, { error: 'use GET' })
        return send(res, 200, { session: sessions.get(sessionId)?.session ?? null })
      case SIWX_SERVER_PATHS.signout:
        if (method !== 'POST') return send(res, 405, { error: 'use POST' })
        sessions.delete(sessionId)
        res.setHeader('set-cookie', cookie('', 0))
        return send(res, 200, { ok: true })
      default:
        return send(res, 404, { error: 'not found' })
    }
  }

  return (req, res, next) => {
    const pathname = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
    if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) {
      if (next) next()
      else send(res, 404, { error: 'not found' })
      return
    }
    route(req, res, pathname.slice(basePath.length)).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { error: describe(error) })
      else res.end()
    })
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  res.end(JSON.stringify(body))
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0]! : String(error)
}
