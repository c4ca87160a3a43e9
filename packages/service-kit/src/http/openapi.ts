import fastifySwagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { OpenAPIV3_1 } from 'openapi-types'

/** Path of the service's OpenAPI 3.1 document, generated from its route schemas. */
export const OPENAPI_PATH = '/openapi.json'

/** What the document says about the service. */
export interface OpenApiInfo {
  title: string
  version: string
  description?: string | undefined
}

/** Collects every route declared after it (with its zod schemas) into an OpenAPI 3.1 document. */
export async function installOpenApi(app: FastifyInstance, info: OpenApiInfo): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: info.title,
        version: info.version,
        ...(info.description ? { description: info.description } : {}),
      },
    },
    transform: jsonSchemaTransform,
  })
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(openApiDocument(app)),
  )
}

/** The app's OpenAPI 3.1 document (after `app.ready()`). */
export function openApiDocument(app: FastifyInstance): OpenAPIV3_1.Document {
  return app.swagger() as unknown as OpenAPIV3_1.Document
}
