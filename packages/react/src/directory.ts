import type { WalletDirectoryClient as CoreDirectoryClient } from '@foyer/core'
import type { WalletDirectoryClientOptions } from '@foyer/wallet-directory'
import { createDirectoryImageUrls } from '@foyer/wallet-directory/image-urls'

type WalletDirectoryModule = typeof import('@foyer/wallet-directory')

/**
 * A wallet-directory client for core and the views, talking to the directory service at
 * `baseUrl` through `@foyer/wallet-directory` (every response validated, links and images
 * sanitized). Image URLs are built at once; the request and validation code is a chunk of its
 * own, loaded by the first request (the button does not wait for it).
 */
export function createDirectoryClient(
  options: WalletDirectoryClientOptions,
  load: () => Promise<WalletDirectoryModule> = () => import('@foyer/wallet-directory'),
): CoreDirectoryClient {
  let directory:
    | Promise<ReturnType<WalletDirectoryModule['createWalletDirectoryClient']>>
    | undefined
  // Loaded once; a failed load is forgotten so that the next request tries again.
  const loaded = () => {
    directory ??= load().then(
      (module) => module.createWalletDirectoryClient(options),
      (error: unknown) => {
        directory = undefined
        throw error
      },
    )
    return directory
  }
  return {
    getWallets: async ({ badge_type, ...params }, { signal } = {}) =>
      (await loaded()).getWallets({
        ...params,
        ...(badge_type ? { badgeType: badge_type } : {}),
        ...(signal ? { signal } : {}),
      }),
    getAnalyticsConfig: async (requestOptions) =>
      (await loaded()).getAnalyticsConfig(requestOptions),
    ...createDirectoryImageUrls(options.baseUrl, options),
  }
}
