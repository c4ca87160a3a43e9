import * as z from 'zod/mini'
import { caipNetworkIdSchema } from '../caip/schemas.js'

/**
 * The answers of a blockchain-data service's swap endpoints (`/v1/swap/*`: chains, tokens,
 * quote, allowance, approve and swap calldata), defined once: the service builds them, the
 * client parses them with these schemas (zod/mini).
 */

const baseUnits = z.string().check(z.regex(/^\d+$/, 'must be a whole number of base units'))
const finite = z.number().check(z.refine(Number.isFinite, 'must be a finite number'))
const hexData = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'must be 0x hex'))
const evmAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address'))

/** `/v1/swap/chains`: the chains swaps are offered on. */
export const swapChainsSchema = z.object({ chains: z.array(caipNetworkIdSchema) })

/** A token that can be swapped on a chain. */
export const swapTokenSchema = z.object({
  /** CAIP-10 id; the native currency as `{caip2}:native`. */
  address: z.string().check(z.minLength(1)),
  name: z.string(),
  symbol: z.string(),
  decimals: z.int().check(z.gte(0), z.lte(36)),
  iconUrl: z.string(),
  /** US-dollar price, 0 when unknown. */
  price: finite,
})
/** A token that can be swapped on a chain. */
export type SwapToken = z.output<typeof swapTokenSchema>

/** `/v1/swap/tokens`. */
export const swapTokensSchema = z.object({ tokens: z.array(swapTokenSchema) })

/** `/v1/swap/quote`: what `amountIn` of `from` buys of `to` now, from the pools' reserves. */
export const swapQuoteSchema = z.object({
  chainId: caipNetworkIdSchema,
  from: z.string(),
  to: z.string(),
  /** Base units, decimal strings. */
  amountIn: baseUnits,
  amountOut: baseUnits,
  /** The tokens the trade passes through, `from` first. */
  route: z.array(z.object({ address: z.string(), symbol: z.string() })),
  /** Percent the trade's own size moves the price. */
  priceImpact: finite,
  /** The contract that needs an allowance of `from` (unless it is the native currency). */
  spender: evmAddress,
  /** Estimated network fee: gas limit, gas price and amount in wei; value in US dollars. */
  networkFee: z.object({
    gasLimit: baseUnits,
    gasPrice: baseUnits,
    amount: baseUnits,
    value: finite,
  }),
})
/** A quote from the pools' reserves. */
export type SwapQuote = z.output<typeof swapQuoteSchema>

/** `/v1/swap/allowance`: how much of a token the swap contract may move for an owner. */
export const swapAllowanceSchema = z.object({ allowance: baseUnits, spender: evmAddress })
/** How much of a token the swap contract may move for an owner, in base units. */
export type SwapAllowance = z.output<typeof swapAllowanceSchema>

/** A transaction for the wallet to send: `value` in wei as a decimal string. */
export const swapTransactionSchema = z.object({ to: evmAddress, data: hexData, value: baseUnits })
/** A transaction for the wallet to send. */
export type SwapTransaction = z.output<typeof swapTransactionSchema>

/** `/v1/swap/approve-calldata`: the approval transaction. */
export const swapApproveAnswerSchema = z.object({ tx: swapTransactionSchema })

/** `/v1/swap/calldata`: the swap transaction and its deadline (unix seconds). */
export const swapCalldataAnswerSchema = z.object({
  tx: swapTransactionSchema,
  deadline: z.int().check(z.gte(0)),
})
