import type { ServedChain } from '../api/context.js'
import type { PriceTable } from '../api/prices.js'
import type { Storage } from '../storage/open-storage.js'
import type { OnrampAsset, OnrampAssetSource } from './types.js'

/**
 * What the service's on-ramp sells on a chain: its native currency and every indexed token
 * the price table prices above 0 (a quote needs a price). Unknown chains sell nothing.
 */
export function onrampAssetSource(
  chains: ReadonlyMap<string, ServedChain>,
  prices: PriceTable,
  storage: Storage,
): OnrampAssetSource {
  return async (caipNetworkId) => {
    const chain = chains.get(caipNetworkId)
    if (!chain) return []
    const assets: OnrampAsset[] = [
      {
        chainId: caipNetworkId,
        asset: 'native',
        symbol: chain.nativeCurrency.symbol,
        decimals: chain.nativeCurrency.decimals,
        price: prices.price(caipNetworkId, null),
      },
    ]
    const tokens = await storage.accounts.tokens(chain.chainId, prices.pricedTokens(caipNetworkId))
    for (const token of tokens.sort((a, b) => a.symbol.localeCompare(b.symbol))) {
      assets.push({
        chainId: caipNetworkId,
        asset: token.address.toLowerCase(),
        symbol: token.symbol,
        decimals: token.decimals,
        price: prices.price(caipNetworkId, token.address),
      })
    }
    return assets.filter((asset) => asset.price > 0)
  }
}
