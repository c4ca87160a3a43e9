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
import { BodyTooLargeError } from './read-body.js'
import { SessionStore } from './session-store.js'
import { type SiwxAudience, siwxAudience } from './siwx-audience.js'

/** Options of the sign-in server, whichever way it is mounted. */
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

/** One request, as every adapter (Node `http`, Web `Request`, Fastify) reads it. */
export interface SiwxRequest {
  method: string
  /** The route below the base path, e.g. `/verify`. */
  path: string
  contentType: string | undefined
  /** The raw `Cookie` header. */
  cookie: string | undefined
  /** Reads the body as text; throws {@link BodyTooLargeError} past `limit` bytes. */
  readBody(limit: number): Promise<string>
}

/** The answer to one request; the adapter writes it in its own way. */
export interface SiwxReply {
  status: number
  body: unknown
  /** A `Set-Cookie` value to send with it. */
  setCookie?: string
}

/** Headers every answer carries. */
export const SIWX_REPLY_HEADERS = {
  'content-type': 'application/json',
  'cache-control': 'no-store',
} as const

/** The largest `verify` body read, in bytes. */
export const SIWX_BODY_LIMIT = 32 * 1024

/** The sign-in server's logic, independent of any HTTP library. */
export interface SiwxProtocol {
  /** The base path, without a trailing slash, e.g. `/siwx`. */
  basePath: string
  /** Answers one request below the base path. Never throws. */
  handle(request: SiwxRequest): Promise<SiwxReply>
}

/**
 * The reference sign-in server's routes (`@foyer/siwx`'s server protocol):
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
 * Refusals answer 4xx with `{ error }`. State is kept in memory (one process). Throws at
 * start, naming the option, when `domain`, `uriOrigins` or `chains` is missing or malformed.
 */
export function createSiwxProtocol(options: SiwxHandlerOptions): SiwxProtocol {
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

  async function verify(request: SiwxRequest): Promise<SiwxReply> {
    if (!String(request.contentType).startsWith('application/json')) {
      return refuse(415, 'expected application/json')
    }
    let body: unknown
    try {
      body = JSON.parse(await request.readBody(SIWX_BODY_LIMIT))
    } catch (error) {
      if (error instanceof BodyTooLargeError) return refuse(413, 'body too large')
      return refuse(400, 'body is not JSON')
    }
    const parsed = verifyRequestSchema.safeParse(body)
    if (!parsed.success) return refuse(400, 'expected { message, signature }')
    const { message, signature } = parsed.data
    let data: ReturnType<typeof parseSiwxMessage>
    try {
      data = parseSiwxMessage(message)
    } catch (error) {
      return refuse(400, isFoyerError(error) ? (error.details ?? error.message) : 'invalid message')
    }
    if (
      data.chainId.startsWith('eip155:') &&
      getAddress(data.accountAddress) !== data.accountAddress
    ) {
      return refuse(
        400,
        'Invalid sign-in message: the address is not an EIP-55 checksummed address',
      )
    }
    // Taken before anything else can fail: a nonce is good for one attempt only.
    if (!nonces.take(data.nonce)) return refuse(401, 'nonce unknown, expired or already used')
    const refusal = audience.refusal(data)
    if (refusal) return refuse(401, refusal)
    const timing = timingProblem(data, now())
    if (timing) return refuse(401, `message ${timing}`)
    const { namespace } = parseCaipNetworkId(data.chainId)
    const verifier = verifiers.find((v) => v.namespace === namespace)
    if (!verifier) return refuse(400, `cannot verify ${namespace} signatures`)
    const session = { data, message, signature }
    let valid = false
    try {
      valid = await verifier.verify(session)
    } catch (error) {
      return refuse(502, `verification failed: ${describe(error)}`)
    }
    if (!valid) return refuse(401, 'invalid signature')
    const expiresAt = Math.min(
      now() + maxSessionMs,
      data.expirationTime ? Date.parse(data.expirationTime) : Number.POSITIVE_INFINITY,
    )
    const id = sessions.create(session, expiresAt)
    return { status: 200, body: { session }, setCookie: cookie(id, (expiresAt - now()) / 1000) }
  }

  async function route(request: SiwxRequest): Promise<SiwxReply> {
    const { method } = request
    const sessionId = readCookie(request.cookie, cookieName)
    switch (request.path) {
      case SIWX_SERVER_PATHS.nonce:
        if (method !== 'GET') return refuse(405, 'use GET')
        return { status: 200, body: { nonce: nonces.issue() } }
      case SIWX_SERVER_PATHS.verify:
        if (method !== 'POST') return refuse(405, 'use POST')
        return verify(request)
      case SIWX_SERVER_PATHS.session:
        if (method !== 'GET') return refuse(405, 'use GET')
        return { status: 200, body: { session: sessions.get(sessionId)?.session ?? null } }
      case SIWX_SERVER_PATHS.signout:
        if (method !== 'POST') return refuse(405, 'use POST')
        sessions.delete(sessionId)
        return { status: 200, body: { ok: true }, setCookie: cookie('', 0) }
      default:
        return SIWX_NOT_FOUND
    }
  }

  return {
    basePath,
    handle: (request) => route(request).catch((error: unknown) => refuse(500, describe(error))),
  }
}

/** The answer to a path the server does not have. */
export const SIWX_NOT_FOUND: SiwxReply = { status: 404, body: { error: 'not found' } }

/** The route below `basePath` of a URL path, or undefined when it is outside. */
export function siwxRoute(basePath: string, pathname: string): string | undefined {
  if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return undefined
  return pathname.slice(basePath.length)
}

function refuse(status: number, error: string): SiwxReply {
  return { status, body: { error } }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0]! : String(error)
}
