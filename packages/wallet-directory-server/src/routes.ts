import type { Histogram, ServiceApp } from '@foyer/service-kit'
import { WALLET_DIRECTORY_PATHS, type WireAnalyticsConfig } from '@foyer/wallet-directory/protocol'
import { registerAnalyticsRoute } from './analytics/collect-endpoint.js'
import type { AnalyticsEventStore } from './analytics/event-store.js'
import { AnswerCache, answerKey, matchesEtag } from './answer-cache.js'
import type { Directory } from './directory.js'
import { isHtmlCoreSdkVersion } from './html-core.js'
import { registerImageRoutes } from './image-routes.js'
import { projectCheck } from './project-check.js'
import { sdkParams, sdkQuerySchema, walletsQuery, walletsQuerySchema } from './query.js'

/** JSON answers: may be stored, but revalidated on every use. */
export const JSON_CACHE_CONTROL = 'no-cache'

/** What the routes need besides the directory. */
export interface RouteSettings {
  analyticsEnabled: boolean
  requireProjectId: boolean
  projectIds: readonly string[] | undefined
  /** Where `POST /e` stores analytics events; without it, `/e` is not served. */
  analyticsEvents?: AnalyticsEventStore | undefined
  /** Times `listWallets` (the directory's own figure on `/metrics`). */
  queryTime?: Histogram | undefined
}

/** Declares the directory's endpoints (SPEC §7) on `app`, each with its zod schemas. */
export function registerDirectoryRoutes(
  app: ServiceApp,
  directory: Directory,
  settings: RouteSettings,
): void {
  const checkProject = projectCheck(settings)
  const answers = new AnswerCache()

  app.get(
    WALLET_DIRECTORY_PATHS.wallets,
    {
      schema: {
        summary: 'A page of wallets, filtered and searched',
        querystring: walletsQuerySchema,
      },
    },
    async (request, reply) => {
      const sdk = sdkParams(request.query)
      checkProject(sdk)
      const query = walletsQuery(request.query)
      const answer = answers.answer(answerKey(query, isHtmlCoreSdkVersion(sdk.sdkVersion)), () => {
        const stopTimer = settings.queryTime?.startTimer()
        const page = directory.listWallets(query, sdk)
        stopTimer?.()
        return page
      })
      reply.header('cache-control', JSON_CACHE_CONTROL).header('etag', answer.etag)
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
        return reply.code(304).send()
      }
      return reply.type('application/json; charset=utf-8').send(answer.body)
    },
  )

  app.get(
    WALLET_DIRECTORY_PATHS.analyticsConfig,
    {
      schema: {
        summary: 'Whether the SDK should send analytics events',
        querystring: sdkQuerySchema,
      },
    },
    async (request, reply) => {
      checkProject(sdkParams(request.query))
      const body: WireAnalyticsConfig = { isAnalyticsEnabled: settings.analyticsEnabled }
      return reply.header('cache-control', JSON_CACHE_CONTROL).send(body)
    },
  )

  registerImageRoutes(app, directory, checkProject)
  if (settings.analyticsEvents) {
    registerAnalyticsRoute(app, settings.analyticsEvents, checkProject)
  }
}
