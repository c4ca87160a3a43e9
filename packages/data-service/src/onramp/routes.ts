import type { IncomingMessage, ServerResponse } from 'node:http'
import { z } from 'zod'
import type { ApiContext } from '../api/context.js'
import { servedChain } from '../api/context.js'
import { HttpError } from '../http/http-error.js'
import { caip2Schema, parseQuery, parseValue, sdkOnlyQuerySchema } from '../http/query.js'
import { readJsonBody, readTextBody } from '../http/read-body.js'
import { sendJson } from '../http/respond.js'
import type { OnrampService } from './onramp-service.js'
import { checkoutRequestSchema, quoteRequestSchema } from './onramp-service.js'

interface OnrampRouteRequest {
  req: IncomingMessage
  res: ServerResponse
  url: URL
  params: string[]
}

interface OnrampRoute {
  method: 'GET' | 'POST'
  pattern: RegExp
  handle(context: ApiContext, request: OnrampRouteRequest): Promise<void>
}

const segment = '([^/]+)'
const optionsQuerySchema = sdkOnlyQuerySchema.extend({ chainId: caip2Schema })
const quoteQuerySchema = sdkOnlyQuerySchema.extend(quoteRequestSchema.shape)
const orderIdSchema = z.string().regex(/^[\w-]{8,64}$/, 'must be an order id')
const providerIdSchema = z.string().regex(/^[\w-]{1,64}$/, 'must be a provider id')

/** The on-ramp service, or 404 when this service runs without on-ramp providers. */
function onramp(context: ApiContext): OnrampService {
  if (!context.onramp) throw new HttpError(404, 'This service has no on-ramp providers')
  return context.onramp
}

/** The on-ramp endpoints (DATA-API.md, on-ramp extension). */
export const ONRAMP_ROUTES: readonly OnrampRoute[] = [
  {
    method: 'GET',
    pattern: /^\/v1\/onramp\/options$/,
    handle: async (context, { res, url }) => {
      const { chainId } = parseQuery(url.searchParams, optionsQuerySchema)
      servedChain(context, chainId)
      sendJson(res, 200, await onramp(context).options(chainId))
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/onramp\/quote$/,
    handle: async (context, { res, url }) => {
      const query = parseQuery(url.searchParams, quoteQuerySchema)
      servedChain(context, query.chainId)
      sendJson(res, 200, await onramp(context).quote(query))
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/onramp\/checkout$/,
    handle: async (context, { req, res, url }) => {
      parseQuery(url.searchParams, sdkOnlyQuerySchema)
      const body = parseValue(checkoutRequestSchema, await readJsonBody(req), 'Checkout')
      servedChain(context, body.chainId)
      const { order, url: checkoutUrl } = await onramp(context).checkout(body, context.publicUrl())
      sendJson(res, 200, { order, url: checkoutUrl })
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/onramp/orders/${segment}$`),
    handle: async (context, { res, url, params }) => {
      parseQuery(url.searchParams, sdkOnlyQuerySchema)
      const id = parseValue(orderIdSchema, params[0], 'Order id')
      sendJson(res, 200, onramp(context).order(id))
    },
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/onramp/webhook/${segment}$`),
    handle: async (context, { req, res, params }) => {
      const providerId = parseValue(providerIdSchema, params[0], 'Provider id')
      const raw = await readTextBody(req)
      const headers: Record<string, string | undefined> = {}
      for (const [key, value] of Object.entries(req.headers)) {
        headers[key] = Array.isArray(value) ? value.join(',') : value
      }
      const order = onramp(context).webhook(providerId, raw, headers)
      sendJson(res, 200, { id: order.id, status: order.status })
    },
  },
]
