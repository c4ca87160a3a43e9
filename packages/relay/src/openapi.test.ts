import { readFileSync } from 'node:fs'
import { openApiProblems } from '@foyer/service-kit'
import { describe, expect, it } from 'vitest'
import { relayOpenApiDocument } from './openapi.js'

const COMMITTED = new URL('../../../docs/api/relay.json', import.meta.url)

describe('docs/api/relay.json', () => {
  it('is the document the HTTP routes generate (run `pnpm openapi` after changing a route)', async () => {
    const committed = JSON.parse(readFileSync(COMMITTED, 'utf8')) as unknown
    expect(committed).toEqual(await relayOpenApiDocument())
  })

  it('is a valid OpenAPI 3.1 document listing every HTTP endpoint', async () => {
    const document = (await relayOpenApiDocument()) as {
      paths: Record<string, Record<string, object>>
    }
    expect(openApiProblems(document)).toEqual([])
    const listed = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    )
    expect(listed.sort()).toEqual(['GET /', 'GET /health', 'GET /ready'])
  })
})
