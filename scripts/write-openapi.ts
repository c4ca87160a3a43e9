/**
 * Writes `docs/api/<service>.json`: each HTTP service's OpenAPI 3.1 document, generated from its
 * route schemas (the document it serves at `/openapi.json`). Run `pnpm openapi` after changing a
 * route: each service's `openapi.test.ts` fails while its committed document is out of date.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { authServerOpenApiDocument } from '../packages/auth-server/src/openapi.js'
import { dataServiceOpenApiDocument } from '../packages/data-service/src/openapi.js'
import { paymasterOpenApiDocument } from '../packages/paymaster/src/http/openapi.js'
import { relayOpenApiDocument } from '../packages/relay/src/openapi.js'
import { siwxServerOpenApiDocument } from '../packages/siwx-server/src/test-utils/openapi-document.js'
import { directoryOpenApiDocument } from '../packages/wallet-directory-server/src/openapi.js'

const DOCUMENTS: Record<string, () => Promise<unknown>> = {
  'auth-server': authServerOpenApiDocument,
  'data-service': dataServiceOpenApiDocument,
  paymaster: paymasterOpenApiDocument,
  relay: relayOpenApiDocument,
  'siwx-server': siwxServerOpenApiDocument,
  'wallet-directory': directoryOpenApiDocument,
}

const folder = new URL('../docs/api/', import.meta.url)
mkdirSync(folder, { recursive: true })
for (const [service, build] of Object.entries(DOCUMENTS)) {
  writeFileSync(new URL(`${service}.json`, folder), `${JSON.stringify(await build(), null, 2)}\n`)
  console.info(`wrote docs/api/${service}.json`)
}
