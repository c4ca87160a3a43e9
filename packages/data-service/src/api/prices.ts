/**
 * US-dollar prices keyed by lowercase CAIP-10 id: `eip155:1:0x…` for a token,
 * `eip155:1:native` for a chain's native currency. Unlisted tokens are priced 0.
 */
export class PriceTable {
  private readonly prices: Map<string, number>

  constructor(entries: Readonly<Record<string, number>>) {
    this.prices = new Map(Object.entries(entries).map(([id, price]) => [id.toLowerCase(), price]))
  }

  /** The price of the token `address` (or the native currency, `null`) on `caipNetworkId`. */
  price(caipNetworkId: string, address: string | null): number {
    return this.prices.get(fungibleId(caipNetworkId, address)) ?? 0
  }

  /** The lowercase addresses of the tokens of `caipNetworkId` priced above 0. */
  pricedTokens(caipNetworkId: string): string[] {
    const prefix = `${caipNetworkId.toLowerCase()}:0x`
    return [...this.prices]
      .filter(([id, price]) => id.startsWith(prefix) && price > 0)
      .map(([id]) => id.slice(prefix.length - 2))
  }
}

/** The CAIP-10 id of a token, or `<caip2>:native` for the native currency. */
export function fungibleId(caipNetworkId: string, address: string | null): string {
  return `${caipNetworkId}:${address === null ? 'native' : address.toLowerCase()}`
}
