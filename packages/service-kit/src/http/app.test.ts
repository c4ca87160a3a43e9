import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createServiceApp, type ServiceAppOptions } from './app.js'
import { ServiceError } from './errors.js'
import { type ListeningService, listenService } from './listen.js'

const started: ListeningService[] = []
afterEach(async () => {
  await Promise.all(started.splice(0).map((service) => service.close()))
})

/** An app with a few routes, listening on a free loopback port. */
async function serve(options: Partial<ServiceAppOptions> = {}) {
  const app = await createServiceApp({ name: 'test-service', logLevel: 'silent', ...options })
  app.get(
    '/items/:id',
    {
      schema: {
        params: z.object({ id: z.string().regex(/^\d+$/, 'must be digits') }),
        querystring: z.object({
          limit: z.coerce.number().int().max(10, 'must be at most 10').optional(),
        }),
      },
    },
    async (request) => ({ id: request.params.id, limit: request.query.limit ?? null }),
  )
  app.get('/teapot', async () => {
    throw new ServiceError(418, 'teapot', 'I am a teapot')
  })
  app.get('/boom', async () => {
    throw new Error('connect ECONNREFUSED 10.0.0.7:5432 password=hunter2')
  })
  app.post(
    '/echo',
    { schema: { body: z.object({ name: z.string() }) } },
    async (request) => request.body,
  )
  const service = await listenService(app, { host: '127.0.0.1', port: 0 })
  started.push(service)
  return { app, service }
}

describe('createServiceApp: one error shape', () => {
  it('answers a ServiceError with its status and { error: { code, message } }', async () => {
    const { service } = await serve()
    const response = await fetch(`${service.url}/teapot`)
    expect(response.status).toBe(418)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ error: { code: 'teapot', message: 'I am a teapot' } })
  })

  it('answers an unknown error 500 without its internals', async () => {
    const { service } = await serve()
    const response = await fetch(`${service.url}/boom`)
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({
      error: { code: 'internal_error', message: 'Internal server error' },
    })
    expect(text).not.toContain('ECONNREFUSED')
  })

  it('turns zod validation failures into a 400 naming the input', async () => {
    const { service } = await serve()
    const cases: Array<[string, string]> = [
      ['/items/abc', "Path parameter 'id' must be digits"],
      ['/items/1?limit=11', "Query parameter 'limit' must be at most 10"],
      ['/items/1?limit=1&limit=2', "Query parameter 'limit' must appear once"],
    ]
    for (const [path, message] of cases) {
      const response = await fetch(`${service.url}${path}`)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: { code: 'invalid_parameter', message } })
    }
    const missing = await fetch(`${service.url}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(await missing.json()).toEqual({
      error: { code: 'invalid_parameter', message: "Body field 'name' is required" },
    })
  })

  it('answers bad JSON, unknown paths and wrong methods with the same shape', async () => {
    const { service } = await serve()
    const badJson = await fetch(`${service.url}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    })
    expect([badJson.status, await badJson.json()]).toEqual([
      400,
      { error: { code: 'invalid_request', message: 'Request body must be JSON' } },
    ])
    const missing = await fetch(`${service.url}/nowhere?x=1`)
    expect([missing.status, await missing.json()]).toEqual([
      404,
      { error: { code: 'not_found', message: 'No endpoint at /nowhere' } },
    ])
    const wrongMethod = await fetch(`${service.url}/teapot`, { method: 'DELETE' })
    expect([
      wrongMethod.status,
      wrongMethod.headers.get('allow'),
      await wrongMethod.json(),
    ]).toEqual([
      405,
      'GET, HEAD',
      { error: { code: 'method_not_allowed', message: 'Method DELETE is not allowed on /teapot' } },
    ])
    const tooLarge = await fetch(`${service.url}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(70_000) }),
    })
    expect(tooLarge.status).toBe(413)
    expect(((await tooLarge.json()) as { error: { code: string } }).error.code).toBe(
      'payload_too_large',
    )
  })

  it('maps a service error through mapError', async () => {
    const { service } = await serve({
      mapError: (error) =>
        error instanceof Error && error.message.startsWith('connect')
          ? new ServiceError(503, 'unavailable', 'The database cannot be reached')
          : undefined,
    })
    const response = await fetch(`${service.url}/boom`)
    expect([response.status, await response.json()]).toEqual([
      503,
      { error: { code: 'unavailable', message: 'The database cannot be reached' } },
    ])
  })

  it('sends the shared headers and a request id', async () => {
    const { service } = await serve()
    const response = await fetch(`${service.url}/items/1`)
    expect(await response.json()).toEqual({ id: '1', limit: null })
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('createServiceApp: OpenAPI', () => {
  it('serves an OpenAPI 3.1 document listing the routes with their schemas', async () => {
    const { service } = await serve()
    const document = (await (await fetch(`${service.url}/openapi.json`)).json()) as {
      openapi: string
      info: { title: string }
      paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }> }>>
    }
    expect(document.openapi).toBe('3.1.0')
    expect(document.info.title).toBe('test-service')
    expect(Object.keys(document.paths).sort()).toEqual(
      ['/boom', '/echo', '/health', '/items/{id}', '/ready', '/teapot'].sort(),
    )
    const parameters = document.paths['/items/{id}']?.get?.parameters ?? []
    expect(parameters.map((parameter) => `${parameter.in}:${parameter.name}`).sort()).toEqual([
      'path:id',
      'query:limit',
    ])
  })
})
