import { z } from 'zod'
import { parseWith, queryObject } from '../http/body.js'
import { sendJson } from '../http/respond.js'
import { DEFAULT_CUSTODY_MODE } from '../options.js'
import { checkProject } from './context.js'
import type { Route } from './route.js'
import { hostOriginSchema } from './schemas.js'

const configQuery = z.object({ hostOrigin: hostOriginSchema })

/** `GET /v1/projects/:projectId/config`: the allowlist, the account answers (SPEC §4 fallbacks) and the custody mode. */
export const projectRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/projects/:projectId/config',
    serverRead: true,
    async handle(context, { res, url, params }) {
      const { hostOrigin } = parseWith(configQuery, queryObject(url))
      const project = checkProject(context, params.projectId as string, hostOrigin)
      sendJson(res, 200, {
        allowedOrigins: project.allowedOrigins,
        smartAccountNetworks: project.smartAccountNetworks ?? [],
        preferredAccountType: project.preferredAccountType ?? 'eoa',
        custody: project.custody ?? DEFAULT_CUSTODY_MODE,
      })
    },
  },
]
