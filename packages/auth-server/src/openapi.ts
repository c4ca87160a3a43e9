import { openApiDocument } from '@foyer/service-kit'
import type { AuthContext } from './api/context.js'
import { createAuthApp } from './http/app.js'
import { createAuthMetrics } from './http/auth-metrics.js'

/**
 * The auth server's OpenAPI 3.1 document, as served at `/openapi.json` and committed as
 * `docs/api/auth-server.json` (`pnpm openapi` writes it). The routes are declared without a
 * database: none is reached while the document is built.
 */
export async function authServerOpenApiDocument(): Promise<unknown> {
  const context = {
    frameOrigins: new Set(),
    limits: { perIpPerMinute: 1 },
    metrics: createAuthMetrics(),
  } as unknown as AuthContext
  const app = await createAuthApp(context, { logLevel: 'silent' })
  await app.ready()
  const document = openApiDocument(app)
  await app.close()
  return document
}
