import { z } from 'zod'

/** An asset an on-ramp provider sells on one chain. */
export interface OnrampAsset {
  /** CAIP-2 id of the chain, `eip155:<id>`. */
  chainId: string
  /** `native`, or the token's lowercase 0x address. */
  asset: string
  symbol: string
  decimals: number
  /** US-dollar price the quote uses. */
  price: number
}

/** Lists what can be bought on a chain. */
export type OnrampAssetSource = (caipNetworkId: string) => Promise<OnrampAsset[]>

/** A priced purchase: what the buyer pays, the provider's fee, what arrives. */
export interface OnrampQuote {
  providerId: string
  chainId: string
  asset: string
  symbol: string
  decimals: number
  fiatCurrency: 'USD'
  /** What the buyer pays, fee included, 2 decimals. */
  fiatAmount: string
  /** The provider's fee percentage (SPEC §9: shown in the 1–2 % range). */
  feePercent: number
  /** The fee in fiat, 2 decimals. */
  fee: string
  /** What arrives, as a decimal string, and in base units. */
  cryptoAmount: string
  cryptoAmountBaseUnits: string
  price: number
}

/** Where an order stands. */
export type OnrampOrderStatus = 'pending' | 'completed' | 'failed'

/** A purchase begun through a provider's hosted checkout. */
export interface OnrampOrder {
  id: string
  providerId: string
  status: OnrampOrderStatus
  /** The receiving address. */
  address: string
  quote: OnrampQuote
  /** The transaction that credited the address, once completed. */
  txHash: string | null
  /** Why it failed, when it did. */
  reason: string | null
  /** Seconds since the epoch. */
  createdAt: number
  updatedAt: number
}

/** A provider's report on an order, from its status webhook (already verified). */
export interface OnrampWebhookEvent {
  orderId: string
  status: 'completed' | 'failed'
  txHash?: string | undefined
  reason?: string | undefined
}

/**
 * An on-ramp provider behind the data service: it prices (fee), hosts the checkout the
 * buyer pays on, and reports completion to the service's webhook.
 */
export interface OnrampProvider {
  readonly id: string
  readonly name: string
  /** Fee taken from the fiat amount, in percent. */
  readonly feePercent: number
  /** URL of the provider's hosted checkout for `order`; `webhookUrl` receives its report. */
  checkoutUrl(order: OnrampOrder, webhookUrl: string): string
  /**
   * Verifies and parses a webhook request (its raw body and headers).
   * @throws an Error naming what was wrong (bad signature, malformed body).
   */
  parseWebhook(
    rawBody: string,
    headers: Readonly<Record<string, string | undefined>>,
  ): OnrampWebhookEvent
}

/** The body of a status webhook (every provider of this service sends this shape). */
export const webhookEventSchema = z
  .object({
    orderId: z.string().regex(/^[\w-]{8,64}$/),
    status: z.enum(['completed', 'failed']),
    txHash: z
      .string()
      .regex(/^0x[0-9a-fA-F]{64}$/)
      .optional(),
    reason: z.string().max(500).optional(),
  })
  .strict()
