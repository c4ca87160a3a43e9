import type { WireWallet, WireWalletsResponse } from '@foyer/wallet-directory/protocol'
import type { Catalog, ImageAsset, ImageKind } from './catalog.js'
import { isHtmlCoreSdkVersion } from './html-core.js'
import type { ResolvedServerOptions } from './options.js'
import type { SdkParams, WalletsQuery } from './query.js'
import { syntheticWalletImage, syntheticWallets } from './synthetic.js'
import { normalizeForSearch, WalletIndex } from './wallet-index.js'

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
  const index = new WalletIndex(wallets)

  return {
    wallets,
    listWallets(query, sdk) {
      const exclude = new Set(query.exclude)
      if (isHtmlCoreSdkVersion(sdk.sdkVersion)) {
        for (const id of hiddenForHtmlCore) exclude.add(id)
      }
      const filter = {
        include: query.include,
        exclude,
        chains: query.chains,
        certifiedOnly: query.badgeType === 'certified',
        search: normalizeForSearch(query.search),
      }
      return index.query(filter, query.page, query.entries)
    },
    getImage(kind, id) {
      const image = catalog.images[kind].get(id)
      if (image || kind !== 'wallet') return image
      return syntheticWalletImage(id, options.syntheticWallets)
    },
  }
}
