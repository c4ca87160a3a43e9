import type { ServiceApp } from '@foyer/service-kit'
import { z } from 'zod'
import type { ApiContext } from '../api/context.js'
import { servedChain } from '../api/context.js'
import { DataError } from '../http/errors.js'
import { caip2Schema, sdkOnlyQuerySchema } from '../http/query.js'
import type { OnrampService } from './onramp-service.js'
import { checkoutRequestSchema, quoteRequestSchema } from './onramp-service.js'

const optionsQuerySchema = sdkOnlyQuerySchema.extend({ chainId: caip2Schema })
const quoteQuerySchema = sdkOnlyQuerySchema.extend(quoteRequestSchema.shape)
const orderIdSchema = z.string().regex(/^[\w-]{8,64}$/, 'must be an order id')
const providerIdSchema = z.string().regex(/^[\w-]{1,64}$/, 'must be a provider id')
const webhookParams = z.object({ providerId: providerIdSchema })

/** The on-ramp service, or 404 when this service runs without on-ramp providers. */
function onramp(context: ApiContext): OnrampService {
  if (!context.onramp) throw new DataError(404, 'This service has no on-ramp providers')
  return context.onramp
}

/** The on-ramp endpoints: options, quotes, checkout, orders and provider webhooks. */
export function registerOnrampRoutes(app: ServiceApp, context: ApiContext): void {
  app.get(
    '/v1/onramp/options',
    {
      schema: {
        summary: 'Providers and assets to buy on a chain',
        querystring: optionsQuerySchema,
      },
    },
    async ({ query }) => {
      servedChain(context, query.chainId)
      return onramp(context).options(query.chainId)
    },
  )
  app.get(
    '/v1/onramp/quote',
    { schema: { summary: 'Quotes for buying an asset', querystring: quoteQuerySchema } },
    async ({ query }) => {
      servedChain(context, query.chainId)
      return onramp(context).quote(query)
    },
  )
  app.post(
    '/v1/onramp/checkout',
    {
      schema: {
        summary: "Creates an order and the provider's checkout link",
        querystring: sdkOnlyQuerySchema,
        body: checkoutRequestSchema,
      },
    },
    async ({ body }) => {
      servedChain(context, body.chainId)
      const { order, url } = await onramp(context).checkout(body, context.publicUrl())
      return { order, url }
    },
  )
  app.get(
    '/v1/onramp/orders/:id',
    {
      schema: {
        summary: 'An order and its status',
        params: z.object({ id: orderIdSchema }),
        querystring: sdkOnlyQuerySchema,
      },
    },
    async ({ params }) => onramp(context).order(params.id),
  )
  // The provider signs the raw body: this route reads it as text, whatever its content type.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    )
    scope.post(
      '/v1/onramp/webhook/:providerId',
      {
        schema: {
          summary: "A provider's signed order update",
          params: webhookParams,
          body: z.string(),
        },
      },
      async (request) => {
        const headers: Record<string, string | undefined> = {}
        for (const [key, value] of Object.entries(request.headers)) {
          headers[key] = Array.isArray(value) ? value.join(',') : value
        }
        // This scope has its own body parser, so its input is checked here (same schemas).
        const { providerId } = webhookParams.parse(request.params)
        const order = onramp(context).webhook(providerId, z.string().parse(request.body), headers)
        return { id: order.id, status: order.status }
      },
    )
  })
}
