import { randomUUID } from 'node:crypto'
import type { AuthContext } from '../api/context.js'
import type { RouteRequest } from '../api/route.js'
import { HttpError, unauthorized } from '../http/http-error.js'
import type { SessionFamily } from '../storage/sessions-store.js'
import type { UserRecord } from '../storage/users-store.js'
import { verifyDpopProof, wrongProofKey } from './dpop.js'

/** The `Session` answer of AUTH-API.md. */
export interface SessionAnswer {
  accessToken: string
  refreshToken: string
  user: UserRecord
}

/** How the session began: 'email' or a provider name. */
export type LoginMethod = string

/**
 * Starts a new session family for `user` after a fresh login; its tokens are bound to the
 * frame key `jkt` that proved the login (RFC 9449 `cnf.jkt`).
 */
export async function openSession(
  context: AuthContext,
  user: UserRecord,
  login: { projectId: string; hostOrigin: string; method: LoginMethod; jkt: string },
): Promise<SessionAnswer> {
  const family: SessionFamily = {
    id: randomUUID(),
    userId: user.id,
    projectId: login.projectId,
    hostOrigin: login.hostOrigin,
    loginMethod: login.method,
    authTime: context.now(),
    revokedAt: null,
  }
  await context.storage.sessions.createFamily(family)
  context.metrics.logins.inc({ method: login.method })
  return issue(context, user, family.id, login.jkt)
}

/**
 * Rotates a refresh token: a used one revokes its whole family (reuse detection). The request
 * must carry a DPoP proof of the token's key; without one nothing is rotated.
 */
export async function refreshSession(
  context: AuthContext,
  request: Pick<RouteRequest, 'req' | 'url'>,
  refreshToken: string,
): Promise<SessionAnswer> {
  const claims = await context.tokens.verify(refreshToken, 'refresh')
  if (!claims?.jti) throw unauthorized()
  const jkt = await verifyDpopProof(context, request.req, request.url)
  if (jkt !== claims.jkt) throw wrongProofKey()
  const rotated = await context.storage.sessions.rotate(claims.jti, context.now())
  if (rotated.status === 'reused') {
    context.log(`refresh token reuse: session family ${claims.familyId} revoked`)
  }
  if (rotated.status !== 'ok') throw unauthorized()
  const user = await context.storage.users.byIdInScope(
    rotated.family.userId,
    context.scopes.of(rotated.family.projectId),
  )
  if (!user) throw unauthorized()
  return issue(context, user, rotated.family.id, claims.jkt)
}

/**
 * The signed-in user, session and frame key (`jkt`) behind the request's `Authorization: DPoP <token>`, with a
 * fresh DPoP proof of the token's key (`cnf.jkt`) carrying the token's hash; 401 otherwise.
 * A token sent as `Bearer` is refused: copied, it is useless without the frame's key.
 */
export async function authenticate(
  context: AuthContext,
  request: Pick<RouteRequest, 'req' | 'url'>,
): Promise<{ user: UserRecord; family: SessionFamily; jkt: string }> {
  const header = request.req.headers.authorization
  if (header?.startsWith('Bearer ')) {
    throw new HttpError(401, 'Session tokens are bound to a key: send Authorization: DPoP')
  }
  const token = header?.startsWith('DPoP ') ? header.slice('DPoP '.length).trim() : undefined
  if (!token) throw unauthorized()
  const claims = await context.tokens.verify(token, 'access')
  if (!claims) throw unauthorized()
  const jkt = await verifyDpopProof(context, request.req, request.url, token)
  if (jkt !== claims.jkt) throw wrongProofKey()
  const family = await context.storage.sessions.family(claims.familyId)
  if (!family || family.revokedAt !== null || family.userId !== claims.userId) throw unauthorized()
  // A session reads only a user of its own project (or the project's group).
  const user = await context.storage.users.byIdInScope(
    claims.userId,
    context.scopes.of(family.projectId),
  )
  if (!user) throw unauthorized()
  return { user, family, jkt }
}

async function issue(
  context: AuthContext,
  user: UserRecord,
  familyId: string,
  jkt: string,
): Promise<SessionAnswer> {
  const refresh = await context.tokens.refresh(user.id, familyId, jkt)
  await context.storage.sessions.addRefreshToken(refresh.jti, familyId, user.id, refresh.expiresAt)
  return {
    accessToken: await context.tokens.access(user.id, familyId, jkt),
    refreshToken: refresh.token,
    user,
  }
}
