import { z } from 'zod'
import { authenticate, refreshSession } from '../auth/sessions.js'
import { sendEmpty, sendJson } from '../http/respond.js'
import { type AnyRoute, route } from './route.js'

const refreshBody = z.object({ refreshToken: z.string().min(1).max(4096) })

/** Refresh (rotating), sign-out and the current user. */
export const sessionRoutes: AnyRoute[] = [
  route({
    method: 'POST',
    path: '/v1/session/refresh',
    summary: 'Rotates a refresh token (DPoP-bound; reuse revokes the session)',
    body: refreshBody,
    limited: true,
    async handle(context, { req, reply, url, body }) {
      const { refreshToken } = body
      sendJson(reply, 200, await refreshSession(context, { req, url }, refreshToken))
    },
  }),
  route({
    method: 'POST',
    path: '/v1/session/signout',
    summary: 'Revokes the current session',
    async handle(context, { req, reply, url }) {
      const { family } = await authenticate(context, { req, url })
      await context.storage.sessions.revoke(family.id, context.now())
      sendEmpty(reply)
    },
  }),
  route({
    method: 'GET',
    path: '/v1/user',
    summary: 'The signed-in user and wallet address',
    async handle(context, { req, reply, url }) {
      const { user } = await authenticate(context, { req, url })
      const wallet = await context.storage.wallets.byUser(user.id)
      sendJson(reply, 200, { ...user, address: wallet?.address ?? null })
    },
  }),
]
