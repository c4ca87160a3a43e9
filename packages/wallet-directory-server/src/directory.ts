import type { WireWallet, WireWalletsResponse } from '@foyer/wallet-directory/protocol'
import type { Catalog, ImageAsset, ImageKind } from './catalog.js'
import { isHtmlCoreSdkVersion } from './html-core.js'
import type { ResolvedServerOptions } from './options.js'
import type { SdkParams, WalletsQuery } from './query.js'
import { syntheticWalletImage, syntheticWallets } from './synthetic.js'

/** Id of the Foyer Test Wallet entry (rdns `dev.foyer.testwallet`). */
export const FOYER_TEST_WALLET_ID = 'foyer-test-wallet'

/** The wallets and images one server instance serves, with its query logic. */
export interface Directory {
  /** Every wallet, in directory order (before any request filter). */
  readonly wallets: readonly WireWallet[]
  /** One page of the wallets matching `query`, and how many match over all pages. */
  listWallets(query: WalletsQuery, sdk: SdkParams): WireWalletsResponse
  /** An image by endpoint kind and id, or `undefined`. */
  getImage(kind: ImageKind, id: string): ImageAsset | undefined
}

type DirectoryOptions = Pick<
  ResolvedServerOptions,
  | 'syntheticWallets'
  | 'hiddenForHtmlCore'
  | 'certifiedWalletIds'
  | 'includeTestWallet'
  | 'testWalletWebappUrl'
>

/** Builds the served directory from the data set and the server options. */
export function createDirectory(catalog: Catalog, options: DirectoryOptions): Directory {
  const certified = new Set(options.certifiedWalletIds)
  const hiddenForHtmlCore = new Set(options.hiddenForHtmlCore)
  const wallets = [...catalog.wallets, ...syntheticWallets(options.syntheticWallets)]
    .filter((wallet) => options.includeTestWallet || wallet.id !== FOYER_TEST_WALLET_ID)
    .map((wallet) => {
      const badge_type = certified.has(wallet.id) ? 'certified' : wallet.badge_type
      const webapp_link =
        wallet.id === FOYER_TEST_WALLET_ID
          ? (options.testWalletWebappUrl ?? wallet.webapp_link)
          : wallet.webapp_link
      return { ...wallet, badge_type, webapp_link } satisfies WireWallet
    })
  const searchNames = wallets.map((wallet) => normalizeForSearch(wallet.name))

  return {
    wallets,
    listWallets(query, sdk) {
      const include = query.include.length > 0 ? new Set(query.include) : undefined
      const exclude = new Set(query.exclude)
      if (isHtmlCoreSdkVersion(sdk.sdkVersion)) {
        for (const id of hiddenForHtmlCore) exclude.add(id)
      }
      const chains = query.chains.length > 0 ? new Set(query.chains) : undefined
      const search = normalizeForSearch(query.search)
      const matching = wallets.filter(
        (wallet, index) =>
          (include === undefined || include.has(wallet.id)) &&
          !exclude.has(wallet.id) &&
          (chains === undefined || wallet.chains.some((chain) => chains.has(chain))) &&
          (query.badgeType !== 'certified' || wallet.badge_type === 'certified') &&
          (search === '' || searchNames[index]?.includes(search)),
      )
      const start = (query.page - 1) * query.entries
      return { data: matching.slice(start, start + query.entries), count: matching.length }
    },
    getImage(kind, id) {
      const image = catalog.images[kind].get(id)
      if (image || kind !== 'wallet') return image
      return syntheticWalletImage(id, options.syntheticWallets)
    },
  }
}

/** Case-insensitive, width- and accent-form-insensitive comparison form of a name. */
function normalizeForSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase().trim()
}
