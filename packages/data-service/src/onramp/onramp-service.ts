import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { badRequest, DataError } from '../http/errors.js'
import { computeQuote } from './quote.js'
import type { OnrampAssetSource, OnrampOrder, OnrampProvider, OnrampQuote } from './types.js'

/** Most orders kept in memory; the oldest go first. */
const MAX_ORDERS = 10_000

/** GET /v1/onramp/quote's query and POST /v1/onramp/checkout's body (without the address). */
export const quoteRequestSchema = z.object({
  providerId: z.string().min(1).max(64),
  chainId: z.string().regex(/^eip155:\d{1,10}$/, 'must be a CAIP-2 id like eip155:1'),
  asset: z.string().regex(/^(native|0x[0-9a-fA-F]{40})$/, "must be 'native' or a 0x address"),
  amount: z
    .string()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, 'must be a dollar amount like 100 or 99.50')
    .refine((value) => Number(value) >= 1 && Number(value) <= 10_000, 'must be from 1 to 10000'),
})

/** POST /v1/onramp/checkout's body. */
export const checkoutRequestSchema = quoteRequestSchema
  .extend({ address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address') })
  .strict()

/**
 * The on-ramp behind the data service: the providers' options, quotes, orders begun through a
 * provider's hosted checkout, and the providers' status webhooks. Orders live in memory (a
 * restart forgets pending ones; the provider's payment itself is on chain).
 */
export class OnrampService {
  private readonly providers: Map<string, OnrampProvider>
  private readonly orders = new Map<string, OnrampOrder>()

  constructor(
    providers: readonly OnrampProvider[],
    private readonly assets: OnrampAssetSource,
    private readonly now: () => number = () => Math.floor(Date.now() / 1000),
  ) {
    this.providers = new Map(providers.map((provider) => [provider.id, provider]))
  }

  /** GET /v1/onramp/options: the providers, and what each sells on `chainId`. */
  async options(chainId: string) {
    const assets = await this.assets(chainId)
    return {
      fiatCurrencies: ['USD'],
      minAmount: 1,
      maxAmount: 10_000,
      providers: [...this.providers.values()].map((provider) => ({
        id: provider.id,
        name: provider.name,
        feePercent: provider.feePercent,
        assets: assets.map(({ chainId: chain, asset, symbol, decimals }) => ({
          chainId: chain,
          asset,
          symbol,
          decimals,
        })),
      })),
    }
  }

  /** GET /v1/onramp/quote: what `amount` dollars buy through a provider. */
  async quote(request: z.output<typeof quoteRequestSchema>): Promise<OnrampQuote> {
    const provider = this.provider(request.providerId)
    const asset = (await this.assets(request.chainId)).find(
      (candidate) => candidate.asset === request.asset.toLowerCase(),
    )
    if (!asset) throw badRequest(`${request.asset} cannot be bought on ${request.chainId}`)
    return computeQuote(provider, asset, request.amount)
  }

  /** POST /v1/onramp/checkout: a new pending order and the provider's checkout URL for it. */
  async checkout(request: z.output<typeof checkoutRequestSchema>, webhookBaseUrl: string) {
    const quote = await this.quote(request)
    const provider = this.provider(request.providerId)
    const createdAt = this.now()
    const order: OnrampOrder = {
      id: randomUUID(),
      providerId: provider.id,
      status: 'pending',
      address: request.address,
      quote,
      txHash: null,
      reason: null,
      createdAt,
      updatedAt: createdAt,
    }
    this.orders.set(order.id, order)
    while (this.orders.size > MAX_ORDERS) {
      const oldest = this.orders.keys().next().value
      if (oldest === undefined) break
      this.orders.delete(oldest)
    }
    const url = provider.checkoutUrl(order, `${webhookBaseUrl}/v1/onramp/webhook/${provider.id}`)
    return { order, url }
  }

  /** GET /v1/onramp/orders/{id}; 404 for an unknown order. */
  order(id: string): OnrampOrder {
    const order = this.orders.get(id)
    if (!order) throw new DataError(404, `No on-ramp order ${id}`)
    return order
  }

  /**
   * POST /v1/onramp/webhook/{providerId}: the provider's report, verified by the provider.
   * A pending order becomes completed or failed; a report on a finished order changes nothing.
   */
  webhook(
    providerId: string,
    rawBody: string,
    headers: Readonly<Record<string, string | undefined>>,
  ): OnrampOrder {
    const provider = this.provider(providerId)
    let event: ReturnType<OnrampProvider['parseWebhook']>
    try {
      event = provider.parseWebhook(rawBody, headers)
    } catch (error) {
      throw badRequest(error instanceof Error ? error.message : String(error))
    }
    const order = this.order(event.orderId)
    if (order.providerId !== provider.id) throw badRequest('The order belongs to another provider')
    if (order.status !== 'pending') return order
    if (event.status === 'completed' && !event.txHash) {
      throw badRequest('A completed order needs its txHash')
    }
    const updated: OnrampOrder = {
      ...order,
      status: event.status,
      txHash: event.txHash ?? null,
      reason: event.reason ?? null,
      updatedAt: this.now(),
    }
    this.orders.set(order.id, updated)
    return updated
  }

  private provider(id: string): OnrampProvider {
    const provider = this.providers.get(id)
    if (!provider) throw badRequest(`Unknown on-ramp provider ${id}`)
    return provider
  }
}
