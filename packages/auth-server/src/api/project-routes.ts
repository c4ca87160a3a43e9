import { z } from 'zod'
import { sendJson } from '../http/respond.js'
import { DEFAULT_CUSTODY_MODE, SOCIAL_PROVIDERS } from '../options.js'
import { type AuthContext, checkProject } from './context.js'
import { type AnyRoute, route } from './route.js'
import { hostOriginSchema } from './schemas.js'

const configQuery = z.object({ hostOrigin: hostOriginSchema })

/**
 * The logins this server has configured, for the modal to offer only those: the social
 * providers with a client, in SPEC §5's order, then Farcaster when it is on.
 */
export function configuredLogins(context: Pick<AuthContext, 'social' | 'farcaster'>): string[] {
  const socials: string[] = SOCIAL_PROVIDERS.filter((provider) => context.social.has(provider))
  return context.farcaster ? [...socials, 'farcaster'] : socials
}

/**
 * `GET /v1/projects/:projectId/config`: the allowlist, the account answers (SPEC §4
 * fallbacks), the configured logins, the custody mode and the value above which signing asks
 * a step-up.
 */
export const projectRoutes: AnyRoute[] = [
  route({
    method: 'GET',
    path: '/v1/projects/:projectId/config',
    summary: "A project's allowlist, logins, custody mode and step-up threshold",
    query: configQuery,
    serverRead: true,
    async handle(context, { reply, params, query: { hostOrigin } }) {
      const project = checkProject(context, params.projectId as string, hostOrigin)
      sendJson(reply, 200, {
        allowedOrigins: project.allowedOrigins,
        smartAccountNetworks: project.smartAccountNetworks ?? [],
        preferredAccountType: project.preferredAccountType ?? 'eoa',
        logins: configuredLogins(context),
        custody: project.custody ?? DEFAULT_CUSTODY_MODE,
        stepUpAboveWei: project.stepUpAboveWei ?? null,
      })
    },
  }),
]
