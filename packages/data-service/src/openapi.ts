import { openApiDocument } from '@foyer/service-kit'
import type { ApiContext } from './api/context.js'
import { createDataApp } from './http/app.js'

/**
 * The data service's OpenAPI 3.1 document, as served at `/openapi.json` and committed as
 * `docs/api/data-service.json` (`pnpm openapi` writes it). The routes are declared without a
 * database or chains: none is reached while the document is built.
 */
export async function dataServiceOpenApiDocument(): Promise<unknown> {
  const context = { chains: new Map(), indexerStatus: () => [] } as unknown as ApiContext
  const app = await createDataApp(
    context,
    { allowedOrigins: '*', logLevel: 'silent', trustProxy: undefined },
    () => {},
  )
  await app.ready()
  const document = openApiDocument(app)
  await app.close()
  return document
}
