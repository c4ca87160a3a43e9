import { readFileSync } from 'node:fs'
import { openApiProblems } from '@foyer/service-kit'
import { describe, expect, it } from 'vitest'
import { ROUTES } from './api/routes.js'
import { authServerOpenApiDocument } from './openapi.js'

const COMMITTED = new URL('../../../docs/api/auth-server.json', import.meta.url)

describe('docs/api/auth-server.json', () => {
  it('is the document the routes generate (run `pnpm openapi` after changing a route)', async () => {
    const committed = JSON.parse(readFileSync(COMMITTED, 'utf8')) as unknown
    expect(committed).toEqual(await authServerOpenApiDocument())
  })

  it('is a valid OpenAPI 3.1 document listing every endpoint with its method', async () => {
    const document = (await authServerOpenApiDocument()) as {
      paths: Record<string, Record<string, object>>
    }
    expect(openApiProblems(document)).toEqual([])
    const listed = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    )
    const declared = ROUTES.map(
      (route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`,
    )
    expect(listed.sort()).toEqual([...declared, 'GET /health', 'GET /ready'].sort())
    expect(declared).toContain('POST /v1/email/verify')
    expect(document.paths['/v1/email/verify']?.post).toMatchObject({
      requestBody: {
        content: {
          'application/json': { schema: { required: expect.arrayContaining(['email', 'otp']) } },
        },
      },
    })
  })
})
