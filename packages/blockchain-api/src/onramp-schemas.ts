import type { OnrampOptions, OnrampOrder, OnrampQuote } from '@foyer/core'
import * as z from 'zod/mini'

/** Schemas of the on-ramp answers (data service `/v1/onramp/*`); extra fields are dropped. */

const decimalString = z.string().check(z.regex(/^\d+(\.\d+)?$/, 'must be a decimal string'))
const finite = z.number().check(z.refine(Number.isFinite, 'must be a finite number'))
const httpUrl = z.url({ protocol: /^https?$/ })

const asset = z.object({
  chainId: z.string(),
  asset: z.string(),
  symbol: z.string(),
  decimals: z.int(),
})

/** GET /v1/onramp/options. */
export const onrampOptionsSchema: z.ZodMiniType<OnrampOptions> = z.object({
  fiatCurrencies: z.array(z.string()),
  minAmount: finite,
  maxAmount: finite,
  providers: z.array(
    z.object({
      id: z.string().check(z.minLength(1)),
      name: z.string().check(z.minLength(1)),
      feePercent: finite,
      assets: z.array(asset),
    }),
  ),
})

/** GET /v1/onramp/quote. */
export const onrampQuoteSchema: z.ZodMiniType<OnrampQuote> = z.object({
  providerId: z.string(),
  chainId: z.string(),
  asset: z.string(),
  symbol: z.string(),
  decimals: z.int(),
  fiatCurrency: z.string(),
  fiatAmount: decimalString,
  feePercent: finite,
  fee: decimalString,
  cryptoAmount: decimalString,
  cryptoAmountBaseUnits: z.string().check(z.regex(/^\d+$/, 'must be a whole number')),
  price: finite,
})

/** GET /v1/onramp/orders/{id}. */
export const onrampOrderSchema: z.ZodMiniType<OnrampOrder> = z.object({
  id: z.string().check(z.minLength(1)),
  providerId: z.string(),
  status: z.enum(['pending', 'completed', 'failed']),
  address: z.string(),
  quote: onrampQuoteSchema,
  txHash: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  createdAt: z.int(),
  updatedAt: z.int(),
})

/** POST /v1/onramp/checkout: the order and the provider's checkout page (http or https only). */
export const onrampCheckoutSchema = z.object({ order: onrampOrderSchema, url: httpUrl })
