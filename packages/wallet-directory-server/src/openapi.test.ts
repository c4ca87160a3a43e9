import { readFileSync } from 'node:fs'
import { openApiProblems } from '@foyer/service-kit'
import { describe, expect, it } from 'vitest'
import { directoryOpenApiDocument } from './openapi.js'

const COMMITTED = new URL('../../../docs/api/wallet-directory.json', import.meta.url)

describe('docs/api/wallet-directory.json', () => {
  it('is the document the routes generate (run `pnpm openapi` after changing a route)', async () => {
    const committed = JSON.parse(readFileSync(COMMITTED, 'utf8')) as unknown
    expect(committed).toEqual(await directoryOpenApiDocument())
  })

  it('is a valid OpenAPI 3.1 document listing every endpoint', async () => {
    const document = (await directoryOpenApiDocument()) as { paths: Record<string, object> }
    expect(openApiProblems(document)).toEqual([])
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        '/e',
        '/getAnalyticsConfig',
        '/getWalletImage/{*}',
        '/getWallets',
        '/health',
        '/public/getAssetImage/{*}',
        '/public/getCurrencyImage/{*}',
        '/public/getTokenImage/{*}',
        '/ready',
      ].sort(),
    )
  })
})
