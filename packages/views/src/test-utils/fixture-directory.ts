import type { GetWalletsParams, WalletDirectoryClient, WalletListEntry } from '@foyer/core'

/** Options of {@link createFixtureDirectory}. */
export interface FixtureDirectoryOptions {
  /** Delay of every answer in ms (0: the next microtask). */
  delayMs?: number
  /** Makes every request fail with this error. */
  error?: unknown
}

/** A fixture directory with recorded requests. */
export interface FixtureDirectory extends WalletDirectoryClient {
  readonly requests: GetWalletsParams[]
}

/** `count` synthetic wallets named `Wallet 1`…, with data-URL images. */
export function sampleWallets(count: number, prefix = 'Wallet'): WalletListEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `w${index + 1}`,
    name: `${prefix} ${index + 1}`,
    image_id: `img${index + 1}`,
    rdns: `com.example.w${index + 1}`,
    chains: ['eip155:1'],
    webapp_link: `https://w${index + 1}.example`,
  }))
}

/**
 * An in-memory wallet directory implementing core's client contract, for tests and
 * stories: paging, include, exclude, chains (exact ids) and case-insensitive name search, like the real
 * service. Image URLs are inline SVGs with the wallet's initial colour.
 */
export function createFixtureDirectory(
  wallets: readonly WalletListEntry[],
  options: FixtureDirectoryOptions = {},
): FixtureDirectory {
  const requests: GetWalletsParams[] = []
  const answer = <T>(value: () => T, signal: AbortSignal | undefined) =>
    new Promise<T>((resolve, reject) => {
      const settle = () => {
        if (signal?.aborted) reject(new DOMException('aborted', 'AbortError'))
        else if (options.error !== undefined) reject(options.error)
        else resolve(value())
      }
      if (options.delayMs) setTimeout(settle, options.delayMs)
      else queueMicrotask(settle)
    })
  const image = (id: string) =>
    `data:image/svg+xml,${encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="hsl(${[...id].reduce((sum, c) => sum + c.charCodeAt(0) * 37, 0) % 360} 70% 50%)"/></svg>`,
    )}`
  return {
    requests,
    getWallets(params, requestOptions = {}) {
      requests.push(params)
      return answer(() => {
        const search = params.search?.trim().toLowerCase()
        const matching = wallets.filter(
          (wallet) =>
            (!params.include?.length || params.include.includes(wallet.id)) &&
            !params.exclude?.includes(wallet.id) &&
            (!params.chains?.length ||
              (wallet.chains ?? []).some((chain) => params.chains?.includes(chain))) &&
            (!search || wallet.name.toLowerCase().includes(search)),
        )
        const start = (params.page - 1) * params.entries
        return { data: matching.slice(start, start + params.entries), count: matching.length }
      }, requestOptions.signal)
    },
    walletImageUrl: image,
    assetImageUrl: image,
    currencyImageUrl: image,
    tokenImageUrl: image,
  }
}
