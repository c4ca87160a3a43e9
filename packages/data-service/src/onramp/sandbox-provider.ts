import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import {
  type OnrampOrder,
  type OnrampProvider,
  type OnrampWebhookEvent,
  webhookEventSchema,
} from './types.js'

/** Header carrying the HMAC-SHA256 of a sandbox webhook's body: `sha256=<hex>`. */
export const SANDBOX_SIGNATURE_HEADER = 'x-foyer-signature'

/** The sandbox's fee, in the 1–2 % range SPEC §9 shows. */
export const SANDBOX_FEE_PERCENT = 1.5

/** Options of {@link createSandboxOnrampProvider}. */
export interface SandboxOnrampOptions {
  /** URL of the sandbox's checkout page (the local stack serves one). */
  checkoutUrl: string
  /** Secret shared with the sandbox: signs checkout links and webhooks (HMAC-SHA256). */
  secret: string
  /** Fee in percent. Default {@link SANDBOX_FEE_PERCENT}. */
  feePercent?: number
}

/** What a sandbox checkout link carries (signed), so that the page needs no other source. */
export const sandboxCheckoutSchema = z.object({
  orderId: z.string(),
  chainId: z.string(),
  asset: z.string(),
  symbol: z.string(),
  decimals: z.number().int(),
  to: z.string(),
  fiatAmount: z.string(),
  fee: z.string(),
  feePercent: z.number(),
  cryptoAmount: z.string(),
  cryptoAmountBaseUnits: z.string(),
  webhookUrl: z.string(),
})

/** The signed content of a sandbox checkout link. */
export type SandboxCheckout = z.output<typeof sandboxCheckoutSchema>

/** HMAC-SHA256 of `text` under `secret`, hex. */
export function sandboxSignature(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex')
}

/** Whether `signature` (hex) is the HMAC of `text`, compared in constant time. */
export function isSandboxSignature(secret: string, text: string, signature: string): boolean {
  const expected = Buffer.from(sandboxSignature(secret, text), 'hex')
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : '', 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * The local sandbox on-ramp provider: its checkout page (served by the local stack) "sells"
 * devnet currency and tokens for pretend dollars, credits the buyer from a funded devnet
 * account, then reports to the service's webhook. Links carry the order as base64url JSON
 * (`order`) with its HMAC (`sig`); webhooks carry the HMAC of their body in
 * {@link SANDBOX_SIGNATURE_HEADER}.
 */
export function createSandboxOnrampProvider(options: SandboxOnrampOptions): OnrampProvider {
  if (options.secret.length < 16)
    throw new TypeError('The sandbox secret needs 16 characters or more')
  const base = new URL(options.checkoutUrl)
  return {
    id: 'sandbox',
    name: 'Foyer Sandbox',
    feePercent: options.feePercent ?? SANDBOX_FEE_PERCENT,
    checkoutUrl(order: OnrampOrder, webhookUrl: string): string {
      const content: SandboxCheckout = {
        orderId: order.id,
        chainId: order.quote.chainId,
        asset: order.quote.asset,
        symbol: order.quote.symbol,
        decimals: order.quote.decimals,
        to: order.address,
        fiatAmount: order.quote.fiatAmount,
        fee: order.quote.fee,
        feePercent: order.quote.feePercent,
        cryptoAmount: order.quote.cryptoAmount,
        cryptoAmountBaseUnits: order.quote.cryptoAmountBaseUnits,
        webhookUrl,
      }
      const encoded = Buffer.from(JSON.stringify(content)).toString('base64url')
      const url = new URL(base)
      url.searchParams.set('order', encoded)
      url.searchParams.set('sig', sandboxSignature(options.secret, encoded))
      return url.href
    },
    parseWebhook(rawBody, headers): OnrampWebhookEvent {
      const header = headers[SANDBOX_SIGNATURE_HEADER] ?? ''
      const signature = header.startsWith('sha256=') ? header.slice('sha256='.length) : ''
      if (!isSandboxSignature(options.secret, rawBody, signature)) {
        throw new Error('Webhook signature does not match')
      }
      const parsed = webhookEventSchema.safeParse(JSON.parse(rawBody))
      if (!parsed.success) throw new Error(`Malformed webhook: ${z.prettifyError(parsed.error)}`)
      return parsed.data
    },
  }
}
