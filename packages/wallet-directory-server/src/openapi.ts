import { openApiDocument } from '@foyer/service-kit'
import { buildDirectoryApp } from './server.js'

/**
 * The directory's OpenAPI 3.1 document, as served at `/openapi.json` and committed as
 * `docs/api/wallet-directory.json` (`pnpm openapi` writes it).
 */
export async function directoryOpenApiDocument(): Promise<unknown> {
  const { app } = await buildDirectoryApp({ logLevel: 'silent' })
  await app.ready()
  const document = openApiDocument(app)
  await app.close()
  return document
}
