import { sendJson } from '../http/respond.js'
import type { Route } from './route.js'

/** How long `/ready` waits for the database. */
const READY_TIMEOUT_MS = 2_000

/**
 * `GET /health`: the process is alive (for a restart policy). `GET /ready`: the database answers
 * (for a load balancer): `{ ready: true }`, or 503 `{ ready: false }` while it cannot be reached.
 */
export const healthRoutes: Route[] = [
  {
    method: 'GET',
    path: '/health',
    anyOrigin: true,
    async handle(_context, { res }) {
      sendJson(res, 200, { alive: true })
    },
  },
  {
    method: 'GET',
    path: '/ready',
    anyOrigin: true,
    async handle(context, { res }) {
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), READY_TIMEOUT_MS)
      })
      try {
        await Promise.race([context.storage.sql.query('select 1'), timeout])
        sendJson(res, 200, { ready: true })
      } catch {
        sendJson(res, 503, { ready: false, message: 'The database cannot be reached' })
      } finally {
        clearTimeout(timer)
      }
    },
  },
]
