import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { AuthContext } from '../api/context.js'
import { unauthorized } from '../http/http-error.js'
import type { SessionFamily } from '../storage/sessions-store.js'
import type { UserRecord } from '../storage/users-store.js'

/** The `Session` answer of AUTH-API.md. */
export interface SessionAnswer {
  accessToken: string
  refreshToken: string
  user: UserRecord
}

/** How the session began: 'email' or a provider name. */
export type LoginMethod = string

/** Starts a new session family for `user` after a fresh login. */
export async function openSession(
  context: AuthContext,
  user: UserRecord,
  login: { projectId: string; hostOrigin: string; method: LoginMethod },
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
  return issue(context, user, family.id)
}

/** Rotates a refresh token: a used one revokes its whole family (reuse detection). */
export async function refreshSession(
  context: AuthContext,
  refreshToken: string,
): Promise<SessionAnswer> {
  const claims = await context.tokens.verify(refreshToken, 'refresh')
  if (!claims?.jti) throw unauthorized()
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
  return issue(context, user, rotated.family.id)
}

/** The signed-in user and session behind the request's bearer token; 401 otherwise. */
export async function authenticate(
  context: AuthContext,
  req: IncomingMessage,
): Promise<{ user: UserRecord; family: SessionFamily }> {
  const header = req.headers.authorization
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined
  if (!token) throw unauthorized()
  const claims = await context.tokens.verify(token, 'access')
  if (!claims) throw unauthorized()
  const family = await context.storage.sessions.family(claims.familyId)
  if (!family || family.revokedAt !== null || family.userId !== claims.userId) throw unauthorized()
  // A session reads only a user of its own project (or the project's group).
  const user = await context.storage.users.byIdInScope(
    claims.userId,
    context.scopes.of(family.projectId),
  )
  if (!user) throw unauthorized()
  return { user, family }
}

async function issue(
  context: AuthContext,
  user: UserRecord,
  familyId: string,
): Promise<SessionAnswer> {
  const refresh = await context.tokens.refresh(user.id, familyId)
  await context.storage.sessions.addRefreshToken(refresh.jti, familyId, user.id, refresh.expiresAt)
  return {
    accessToken: await context.tokens.access(user.id, familyId),
    refreshToken: refresh.token,
    user,
  }
}
