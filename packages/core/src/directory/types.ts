/**
 * The wallet-directory client's contract (SPEC §3 "Wallet list entry", §7 "Wallet directory
 * service"). Core defines the shape only; `@foyer/wallet-directory` implements it, and an app
 * hands one to core through the `directory` option or {@link setDirectoryClient}.
 */

/** One wallet of the directory (SPEC §3). Every field is untrusted input. */
export interface WalletListEntry {
  id: string
  name: string
  /** Image id for {@link WalletDirectoryClient.walletImageUrl}. */
  image_id?: string | null
  /** Reverse-DNS id (EIP-6963) used to match an announced wallet. */
  rdns?: string | null
  /** CAIP-2 network ids the wallet supports. */
  chains?: string[]
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
}

/** Badge filter of /getWallets. */
export type WalletBadgeType = 'none' | 'certified'

/** Query of /getWallets (SPEC §7). */
export interface GetWalletsParams {
  /** 1-based page number. */
  page: number
  /** Entries per page (40 for the list, 100 for search, 4 for recommended; SPEC §9). */
  entries: number
  /** Only these wallet ids. */
  include?: readonly string[]
  /** Never these wallet ids. */
  exclude?: readonly string[]
  /** Only wallets supporting one of these CAIP-2 network ids. */
  chains?: string[]
  search?: string
  badge_type?: WalletBadgeType
}

/** Answer of /getWallets: one page of entries and the total count. */
export interface GetWalletsResult {
  data: WalletListEntry[]
  count: number
}

/** A wallet-directory client. Methods reject with a `FoyerError` on HTTP or schema failure. */
export interface WalletDirectoryClient {
  getWallets(
    params: GetWalletsParams,
    options?: { signal?: AbortSignal },
  ): Promise<GetWalletsResult>
  /** Whether the directory allows analytics for this project (/getAnalyticsConfig). */
  getAnalyticsConfig?(options?: { signal?: AbortSignal }): Promise<{ isAnalyticsEnabled: boolean }>
  /** URL of /getWalletImage/{id}. */
  walletImageUrl(imageId: string): string
  /** URL of /public/getAssetImage/{id}. */
  assetImageUrl(id: string): string
  /** URL of /public/getCurrencyImage/{id}. */
  currencyImageUrl(id: string): string
  /** URL of /public/getTokenImage/{id}. */
  tokenImageUrl(id: string): string
}
