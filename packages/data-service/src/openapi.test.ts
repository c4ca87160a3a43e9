import { readFileSync } from 'node:fs'
import { openApiProblems } from '@foyer/service-kit'
import { describe, expect, it } from 'vitest'
import { dataServiceOpenApiDocument } from './openapi.js'

const COMMITTED = new URL('../../../docs/api/data-service.json', import.meta.url)

describe('docs/api/data-service.json', () => {
  it('is the document the routes generate (run `pnpm openapi` after changing a route)', async () => {
    const committed = JSON.parse(readFileSync(COMMITTED, 'utf8')) as unknown
    expect(committed).toEqual(await dataServiceOpenApiDocument())
  })

  it('is a valid OpenAPI 3.1 document listing every endpoint', async () => {
    const document = (await dataServiceOpenApiDocument()) as { paths: Record<string, object> }
    expect(openApiProblems(document)).toEqual([])
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        '/health',
        '/ready',
        '/v1',
        '/v1/indexer-status',
        '/v1/supported-chains',
        '/v1/account/{address}/balance',
        '/v1/account/{address}/history',
        '/v1/account/{address}/nfts',
        '/v1/identity/{address}',
        '/v1/profile/account/{name}',
        '/v1/profile/suggestions/{name}',
        '/v1/profile/reverse/{address}',
        '/v1/profile/account',
        '/v1/fungible/price',
        '/public/getTokenImage/{id}',
        '/v1/simulate',
        '/v1/swap/chains',
        '/v1/swap/tokens',
        '/v1/swap/quote',
        '/v1/swap/allowance',
        '/v1/swap/approve-calldata',
        '/v1/swap/calldata',
        '/v1/onramp/options',
        '/v1/onramp/quote',
        '/v1/onramp/checkout',
        '/v1/onramp/orders/{id}',
        '/v1/onramp/webhook/{providerId}',
      ].sort(),
    )
  })
})
