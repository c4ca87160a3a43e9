import type { ApiContext } from './context.js'
import { tokenIconUrl } from './token-image.js'

/** One priced token of `/v1/fungible/price`. */
export interface FungiblePriceBody {
  address: string
  name: string
  symbol: string
  iconUrl: string
  price: number
}

/**
 * GET /v1/fungible/price: US-dollar prices of the named tokens. Ids on chains the service
 * does not index, and tokens it has never seen, are left out of the answer.
 */
export async function getPrices(
  context: ApiContext,
  ids: readonly string[],
): Promise<{ fungibles: FungiblePriceBody[] }> {
  const fungibles: FungiblePriceBody[] = []
  for (const id of ids) {
    const split = id.lastIndexOf(':')
    const caipNetworkId = id.slice(0, split)
    const address = id.slice(split + 1).toLowerCase()
    const chain = context.chains.get(caipNetworkId)
    if (!chain) continue
    if (address === 'native') {
      fungibles.push({
        address: id,
        name: chain.nativeCurrency.name,
        symbol: chain.nativeCurrency.symbol,
        iconUrl: tokenIconUrl(context, caipNetworkId, null),
        price: context.prices.price(caipNetworkId, null),
      })
      continue
    }
    const [token] = await context.storage.accounts.tokens(chain.chainId, [address])
    if (!token) continue
    fungibles.push({
      address: id,
      name: token.name,
      symbol: token.symbol,
      iconUrl: tokenIconUrl(context, caipNetworkId, address),
      price: context.prices.price(caipNetworkId, address),
    })
  }
  return { fungibles }
}
