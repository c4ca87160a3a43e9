import type { CaipNetworkId } from '@foyer/common'
import { isRestrictedTimeZone } from '../client/restricted-time-zones.js'
import type { FoyerClient } from '../client/types.js'

/** An on-ramp provider as the data service lists it, with what it sells on a chain. */
export interface OnrampProviderInfo {
  id: string
  name: string
  /** Its fee, in percent of the fiat amount. */
  feePercent: number
  assets: { chainId: string; asset: string; symbol: string; decimals: number }[]
}

/** The on-ramp options of one chain. */
export interface OnrampOptions {
  fiatCurrencies: string[]
  minAmount: number
  maxAmount: number
  providers: OnrampProviderInfo[]
}

/** A priced purchase: what the buyer pays, the fee, what arrives. */
export interface OnrampQuote {
  providerId: string
  chainId: string
  /** `native` or the token's address. */
  asset: string
  symbol: string
  decimals: number
  fiatCurrency: string
  fiatAmount: string
  feePercent: number
  fee: string
  cryptoAmount: string
  cryptoAmountBaseUnits: string
  price: number
}

/** A purchase begun through a provider's hosted checkout. */
export interface OnrampOrder {
  id: string
  providerId: string
  status: 'pending' | 'completed' | 'failed'
  address: string
  quote: OnrampQuote
  txHash: string | null
  reason: string | null
  createdAt: number
  updatedAt: number
}

/** What to buy: through which provider, on which chain, which asset, for how many dollars. */
export interface OnrampPurchase {
  providerId: string
  caipNetworkId: CaipNetworkId
  asset: string
  /** Dollars, e.g. `100` or `99.50`. */
  amount: string
  signal?: AbortSignal
}

/**
 * The on-ramp calls of a blockchain data service (`@foyer/blockchain-api` has them when its
 * service offers an on-ramp).
 */
export interface OnrampDataClient {
  getOnrampOptions(params: {
    caipNetworkId: CaipNetworkId
    signal?: AbortSignal
  }): Promise<OnrampOptions>
  getOnrampQuote(params: OnrampPurchase): Promise<OnrampQuote>
  /** Creates a pending order; `url` is the provider's hosted checkout to open. */
  createOnrampCheckout(
    params: OnrampPurchase & { address: string },
  ): Promise<{ order: OnrampOrder; url: string }>
  getOnrampOrder(params: { id: string; signal?: AbortSignal }): Promise<OnrampOrder>
}

/** The client's data service as an on-ramp, when it has the on-ramp calls. */
export function getOnrampClient(client: FoyerClient): OnrampDataClient | undefined {
  const data = client.blockchainData as Partial<OnrampDataClient> | undefined
  if (
    typeof data?.getOnrampOptions === 'function' &&
    typeof data.getOnrampQuote === 'function' &&
    typeof data.createOnrampCheckout === 'function' &&
    typeof data.getOnrampOrder === 'function'
  ) {
    return data as OnrampDataClient
  }
  return undefined
}

/**
 * Whether the modal offers the on-ramp (SPEC §1, §6): `features.onramp` is on, the time zone
 * is not restricted, and the data service has the on-ramp calls.
 */
export function isOnrampOffered(client: FoyerClient, timeZone?: string): boolean {
  if (!client.options.features.onramp) return false
  if (isRestrictedTimeZone(client, timeZone)) return false
  return getOnrampClient(client) !== undefined
}
