import { z } from 'zod'
import { authenticate, refreshSession } from '../auth/sessions.js'
import { readJson } from '../http/body.js'
import { sendEmpty, sendJson } from '../http/respond.js'
import type { Route } from './route.js'

const refreshBody = z.object({ refreshToken: z.string().min(1).max(4096) })

/** Refresh (rotating), sign-out and the current user. */
export const sessionRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/session/refresh',
    limited: true,
    async handle(context, { req, res, url }) {
      const { refreshToken } = await readJson(req, refreshBody)
      sendJson(res, 200, await refreshSession(context, { req, url }, refreshToken))
    },
  },
  {
    method: 'POST',
    path: '/v1/session/signout',
    async handle(context, { req, res, url }) {
      const { family } = await authenticate(context, { req, url })
      await context.storage.sessions.revoke(family.id, context.now())
      sendEmpty(res)
    },
  },
  {
    method: 'GET',
    path: '/v1/user',
    async handle(context, { req, res, url }) {
      const { user } = await authenticate(context, { req, url })
      const wallet = await context.storage.wallets.byUser(user.id)
      sendJson(res, 200, { ...user, address: wallet?.address ?? null })
    },
  },
]
