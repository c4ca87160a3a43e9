import type { WalletDirectoryClient as CoreDirectoryClient } from '@foyer/core'
import {
  createWalletDirectoryClient,
  type WalletDirectoryClientOptions,
} from '@foyer/wallet-directory'

/**
 * A wallet-directory client for core and the views, talking to the directory service at
 * `baseUrl` through `@foyer/wallet-directory` (every response validated, links and images
 * sanitized).
 */
export function createDirectoryClient(options: WalletDirectoryClientOptions): CoreDirectoryClient {
  const directory = createWalletDirectoryClient(options)
  return {
    getWallets: ({ badge_type, ...params }, { signal } = {}) =>
      directory.getWallets({
        ...params,
        ...(badge_type ? { badgeType: badge_type } : {}),
        ...(signal ? { signal } : {}),
      }),
    getAnalyticsConfig: (requestOptions) => directory.getAnalyticsConfig(requestOptions),
    walletImageUrl: (id) => directory.walletImageUrl(id),
    assetImageUrl: (id) => directory.assetImageUrl(id),
    currencyImageUrl: (id) => directory.currencyImageUrl(id),
    tokenImageUrl: (id) => directory.tokenImageUrl(id),
  }
}
