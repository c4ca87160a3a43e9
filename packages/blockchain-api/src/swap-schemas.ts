import { caipNetworkIdSchema } from '@foyer/common'
import * as z from 'zod/mini'

/** Schemas of the swap answers (DATA-API.md "Changes"). */

const baseUnits = z.string().check(z.regex(/^\d+$/, 'must be a whole number of base units'))
const finite = z.number().check(z.refine(Number.isFinite, 'must be a finite number'))
const hexData = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'must be 0x hex'))
const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address'))

export const swapChainsSchema = z.object({ chains: z.array(caipNetworkIdSchema) })

export const swapTokensSchema = z.object({
  tokens: z.array(
    z.object({
      address: z.string().check(z.minLength(1)),
      name: z.string(),
      symbol: z.string(),
      decimals: z.int().check(z.gte(0), z.lte(36)),
      iconUrl: z.string(),
      price: finite,
    }),
  ),
})

export const swapQuoteSchema = z.object({
  chainId: caipNetworkIdSchema,
  from: z.string(),
  to: z.string(),
  amountIn: baseUnits,
  amountOut: baseUnits,
  route: z.array(z.object({ address: z.string(), symbol: z.string() })),
  priceImpact: finite,
  spender: address,
  networkFee: z.object({
    gasLimit: baseUnits,
    gasPrice: baseUnits,
    amount: baseUnits,
    value: finite,
  }),
})

export const swapAllowanceSchema = z.object({ allowance: baseUnits, spender: address })

const transaction = z.object({ to: address, data: hexData, value: baseUnits })
export const swapTransactionSchema = z.object({ tx: transaction })
