import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createServiceApp } from './app.js'
import { openApiDocument } from './openapi.js'
import { openApiProblems } from './openapi-check.js'

describe('openApiProblems', () => {
  it('finds nothing wrong in a generated document', async () => {
    const app = await createServiceApp({ name: 'doc-test', logLevel: 'silent' })
    app.get('/things/:id', { schema: { params: z.object({ id: z.string() }) } }, async () => ({}))
    await app.ready()
    expect(openApiProblems(openApiDocument(app))).toEqual([])
    await app.close()
  })

  it('names a wrong version, a missing path parameter and an operation without responses', () => {
    expect(
      openApiProblems({
        openapi: '3.0.3',
        info: { title: 't', version: '1' },
        paths: {
          '/things/{id}': { get: { responses: { 200: { description: 'ok' } } } },
          '/other': { post: {} },
        },
      }),
    ).toEqual([
      'openapi must be 3.1.x, got 3.0.3',
      'GET /things/{id}: path parameter id is not declared',
      'POST /other: responses must name at least one status',
    ])
  })
})
