import { readFileSync } from 'node:fs'
import { openApiProblems } from '@foyer/service-kit'
import { describe, expect, it } from 'vitest'
import { siwxServerOpenApiDocument } from './test-utils/openapi-document.js'

const COMMITTED = new URL('../../../docs/api/siwx-server.json', import.meta.url)

describe('docs/api/siwx-server.json', () => {
  it('is the document the Fastify routes generate (run `pnpm openapi` after changing a route)', async () => {
    const committed = JSON.parse(readFileSync(COMMITTED, 'utf8')) as unknown
    expect(committed).toEqual(await siwxServerOpenApiDocument())
  })

  it('is a valid OpenAPI 3.1 document listing each route with the one method it serves', async () => {
    const document = (await siwxServerOpenApiDocument()) as {
      paths: Record<string, Record<string, object>>
    }
    expect(openApiProblems(document)).toEqual([])
    const listed = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    )
    expect(listed.sort()).toEqual(
      ['GET /siwx/nonce', 'POST /siwx/verify', 'GET /siwx/session', 'POST /siwx/signout'].sort(),
    )
    expect(document.paths['/siwx/verify']?.post).toMatchObject({
      requestBody: {
        content: {
          'application/json': {
            schema: { required: expect.arrayContaining(['message', 'signature']) },
          },
        },
      },
    })
  })
})
