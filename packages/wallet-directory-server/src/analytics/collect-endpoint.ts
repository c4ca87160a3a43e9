import type { ServiceApp } from '@foyer/service-kit'
import type { ProjectCheck } from '../project-check.js'
import { sdkParams, sdkQuerySchema } from '../query.js'
import { analyticsEventSchema } from './event-schema.js'
import type { AnalyticsEventStore } from './event-store.js'

/** The path analytics events are posted to (SPEC §7). */
export const ANALYTICS_EVENT_PATH = '/e'
/** The largest event body accepted, in bytes. */
export const MAX_ANALYTICS_BODY_BYTES = 16 * 1024

/**
 * Declares `POST /e`: the event is parsed with its schema (a malformed one is a 400 that names
 * the problem, and is not stored; one over 16 KiB is a 413), stored with the time and project
 * id, and answered 202.
 */
export function registerAnalyticsRoute(
  app: ServiceApp,
  store: AnalyticsEventStore,
  checkProject: ProjectCheck,
): void {
  app.post(
    ANALYTICS_EVENT_PATH,
    {
      bodyLimit: MAX_ANALYTICS_BODY_BYTES,
      schema: {
        summary: 'Collects one analytics event',
        querystring: sdkQuerySchema,
        body: analyticsEventSchema,
      },
    },
    async (request, reply) => {
      const sdk = sdkParams(request.query)
      checkProject(sdk)
      store.add({ ...request.body, receivedAt: Date.now(), projectId: sdk.projectId })
      return reply.status(202).header('cache-control', 'no-cache').send({ accepted: true })
    },
  )
}
