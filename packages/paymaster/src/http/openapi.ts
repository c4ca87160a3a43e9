import { openApiDocument } from '@foyer/service-kit'
import type { SponsorContext } from '../rpc/sponsor.js'
import { createPaymasterApp } from './paymaster-app.js'

/**
 * The paymaster's OpenAPI 3.1 document, as served at `/openapi.json` and committed as
 * `docs/api/paymaster.json` (`pnpm openapi` writes it). No database or policy is reached while
 * the document is built.
 */
export async function paymasterOpenApiDocument(): Promise<unknown> {
  const unused = { query: () => Promise.resolve() }
  const app = await createPaymasterApp({} as SponsorContext, unused as never, {
    logLevel: 'silent',
  })
  await app.ready()
  const document = openApiDocument(app)
  await app.close()
  return document
}
