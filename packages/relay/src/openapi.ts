import { openApiDocument } from '@foyer/service-kit'
import { createRelayHttp } from './http/relay-http.js'

/**
 * The relay's HTTP endpoints as an OpenAPI 3.1 document, as served at `/openapi.json` and
 * committed as `docs/api/relay.json` (`pnpm openapi` writes it). Built without a hub: no
 * figure is read while the document is made.
 */
export async function relayOpenApiDocument(): Promise<unknown> {
  const app = await createRelayHttp({
    stats: () => {
      throw new Error('the OpenAPI document is built without a relay hub')
    },
  })
  await app.ready()
  const document = openApiDocument(app)
  await app.close()
  return document
}
