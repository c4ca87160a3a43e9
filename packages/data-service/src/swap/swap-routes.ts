import type { IncomingMessage, ServerResponse } from 'node:http'
import { SWAP_ENDPOINTS } from '@foyer/common'
import { z } from 'zod'
import type { ApiContext } from '../api/context.js'
import { HttpError } from '../http/http-error.js'
import { caip2Schema, evmAddressSchema, parseQuery, sdkOnlyQuerySchema } from '../http/query.js'
import { sendJson } from '../http/respond.js'
import type { SwapApi } from './swap-api.js'

/** A whole number of base units (up to 2^256). */
const baseUnitsSchema = z
  .string()
  .regex(/^\d{1,78}$/, 'must be a whole number of base units')
  .transform((value) => BigInt(value))
  .refine((value) => value < 2n ** 256n, 'must be below 2^256')
const positiveUnitsSchema = baseUnitsSchema.refine((value) => value > 0n, 'must be above 0')
/** A token of a swap: CAIP-10 `eip155:1:0x…`, or `eip155:1:native`. */
const swapTokenIdSchema = z
  .string()
  .regex(
    /^eip155:\d{1,10}:(0x[0-9a-fA-F]{40}|native)$/,
    'must be a CAIP-10 token id or <caip2>:native',
  )

const chainQuery = sdkOnlyQuerySchema.extend({ chainId: caip2Schema })
const quoteQuery = chainQuery.extend({
  from: swapTokenIdSchema,
  to: swapTokenIdSchema,
  amount: positiveUnitsSchema,
})
const allowanceQuery = chainQuery.extend({ token: swapTokenIdSchema, owner: evmAddressSchema })
const approveQuery = chainQuery.extend({ token: swapTokenIdSchema, amount: positiveUnitsSchema })
const calldataQuery = quoteQuery.extend({
  amountOutMin: baseUnitsSchema,
  recipient: evmAddressSchema,
})

/** One swap endpoint (the same shape as the API's routes). */
export interface SwapRoute {
  method: 'GET'
  pattern: RegExp
  handle(
    context: ApiContext,
    request: { req: IncomingMessage; res: ServerResponse; url: URL; params: string[] },
  ): Promise<void>
}

/**
 * Sends an answer after checking it against the schema the client parses it with (one
 * definition for both sides): an answer the client would refuse is a fault of this service.
 */
function sendAnswer<T>(
  res: ServerResponse,
  schema: { safeParse(value: unknown): { success: boolean; error?: unknown } },
  body: T,
): void {
  const checked = schema.safeParse(body)
  if (!checked.success)
    throw new Error(`Swap answer does not match its schema: ${String(checked.error)}`)
  sendJson(res, 200, body)
}

/** A pattern matching exactly `path` (no query: the router matches the pathname). */
function exactPath(path: string): RegExp {
  return new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`)
}

function service(context: ApiContext): SwapApi {
  if (!context.swap) throw new HttpError(404, 'This service offers no swaps')
  return context.swap
}

/** The swap endpoints (DATA-API.md "Changes"): chains, tokens, quote, allowance, calldata. */
export const SWAP_ROUTES: readonly SwapRoute[] = [
  {
    method: 'GET',
    pattern: exactPath(SWAP_ENDPOINTS.chains.path),
    handle: async (context, { res, url }) => {
      parseQuery(url.searchParams, sdkOnlyQuerySchema)
      sendAnswer(res, SWAP_ENDPOINTS.chains.answer, { chains: context.swap?.chains() ?? [] })
    },
  },
  {
    method: 'GET',
    pattern: exactPath(SWAP_ENDPOINTS.tokens.path),
    handle: async (context, { res, url }) => {
      const { chainId } = parseQuery(url.searchParams, chainQuery)
      sendAnswer(res, SWAP_ENDPOINTS.tokens.answer, {
        tokens: await service(context).tokens(chainId),
      })
    },
  },
  {
    method: 'GET',
    pattern: exactPath(SWAP_ENDPOINTS.quote.path),
    handle: async (context, { res, url }) => {
      const query = parseQuery(url.searchParams, quoteQuery)
      sendAnswer(
        res,
        SWAP_ENDPOINTS.quote.answer,
        await service(context).quote(query.chainId, query.from, query.to, query.amount),
      )
    },
  },
  {
    method: 'GET',
    pattern: exactPath(SWAP_ENDPOINTS.allowance.path),
    handle: async (context, { res, url }) => {
      const query = parseQuery(url.searchParams, allowanceQuery)
      sendAnswer(
        res,
        SWAP_ENDPOINTS.allowance.answer,
        await service(context).allowance(query.chainId, query.token, query.owner as `0x${string}`),
      )
    },
  },
  {
    method: 'GET',
    pattern: exactPath(SWAP_ENDPOINTS.approveCalldata.path),
    handle: async (context, { res, url }) => {
      const query = parseQuery(url.searchParams, approveQuery)
      sendAnswer(
        res,
        SWAP_ENDPOINTS.approveCalldata.answer,
        await service(context).approveTransaction(query.chainId, query.token, query.amount),
      )
    },
  },
  {
    method: 'GET',
    pattern: exactPath(SWAP_ENDPOINTS.calldata.path),
    handle: async (context, { res, url }) => {
      const query = parseQuery(url.searchParams, calldataQuery)
      sendAnswer(
        res,
        SWAP_ENDPOINTS.calldata.answer,
        await service(context).swapTransaction({
          caipNetworkId: query.chainId,
          from: query.from,
          to: query.to,
          amountIn: query.amount,
          amountOutMin: query.amountOutMin,
          recipient: query.recipient as `0x${string}`,
        }),
      )
    },
  },
]
