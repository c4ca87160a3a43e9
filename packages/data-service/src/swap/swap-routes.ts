import { SWAP_ENDPOINTS } from '@foyer/common'
import type { ServiceApp } from '@foyer/service-kit'
import { z } from 'zod'
import type { ApiContext } from '../api/context.js'
import { DataError } from '../http/errors.js'
import { caip2Schema, evmAddressSchema, sdkOnlyQuerySchema } from '../http/query.js'
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

/**
 * Checks an answer against the schema the client parses it with (one definition for both
 * sides): an answer the client would refuse is a fault of this service.
 */
function checked<T>(
  schema: { safeParse(value: unknown): { success: boolean; error?: unknown } },
  body: T,
): T {
  const result = schema.safeParse(body)
  if (!result.success)
    throw new Error(`Swap answer does not match its schema: ${String(result.error)}`)
  return body
}

function service(context: ApiContext): SwapApi {
  if (!context.swap) throw new DataError(404, 'This service offers no swaps')
  return context.swap
}

/** The swap endpoints: chains, tokens, quote, allowance, approve and swap calldata. */
export function registerSwapRoutes(app: ServiceApp, context: ApiContext): void {
  app.get(
    SWAP_ENDPOINTS.chains.path,
    { schema: { summary: 'Chains with swaps', querystring: sdkOnlyQuerySchema } },
    async () => checked(SWAP_ENDPOINTS.chains.answer, { chains: context.swap?.chains() ?? [] }),
  )
  app.get(
    SWAP_ENDPOINTS.tokens.path,
    { schema: { summary: 'Tokens that can be swapped on a chain', querystring: chainQuery } },
    async (request) =>
      checked(SWAP_ENDPOINTS.tokens.answer, {
        tokens: await service(context).tokens(request.query.chainId),
      }),
  )
  app.get(
    SWAP_ENDPOINTS.quote.path,
    { schema: { summary: 'A quote for swapping an amount', querystring: quoteQuery } },
    async ({ query }) =>
      checked(
        SWAP_ENDPOINTS.quote.answer,
        await service(context).quote(query.chainId, query.from, query.to, query.amount),
      ),
  )
  app.get(
    SWAP_ENDPOINTS.allowance.path,
    { schema: { summary: "The router's allowance for a token", querystring: allowanceQuery } },
    async ({ query }) =>
      checked(
        SWAP_ENDPOINTS.allowance.answer,
        await service(context).allowance(query.chainId, query.token, query.owner as `0x${string}`),
      ),
  )
  app.get(
    SWAP_ENDPOINTS.approveCalldata.path,
    { schema: { summary: 'The approve transaction for the router', querystring: approveQuery } },
    async ({ query }) =>
      checked(
        SWAP_ENDPOINTS.approveCalldata.answer,
        await service(context).approveTransaction(query.chainId, query.token, query.amount),
      ),
  )
  app.get(
    SWAP_ENDPOINTS.calldata.path,
    { schema: { summary: 'The swap transaction', querystring: calldataQuery } },
    async ({ query }) =>
      checked(
        SWAP_ENDPOINTS.calldata.answer,
        await service(context).swapTransaction({
          caipNetworkId: query.chainId,
          from: query.from,
          to: query.to,
          amountIn: query.amount,
          amountOutMin: query.amountOutMin,
          recipient: query.recipient as `0x${string}`,
        }),
      ),
  )
}
