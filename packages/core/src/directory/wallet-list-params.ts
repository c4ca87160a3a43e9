import type { FoyerClient } from '../client/types.js'
import type { GetWalletsParams } from './types.js'

/** The CAIP-2 grammar (namespace 3–8, reference 1–32 characters): what /getWallets takes. */
const CAIP2_PATTERN = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

/**
 * What every wallet list of the modal asks /getWallets for besides its page (SPEC §7): the
 * app's networks as `chains`, so an EVM-only app lists no Solana- or Bitcoin-only wallet, and
 * the app's `includeWalletIds` and `walletBadgeType` options as `include` and `badge_type`.
 */
export function walletListParams(
  client: FoyerClient,
): Pick<GetWalletsParams, 'chains' | 'include' | 'badge_type'> {
  const chains = [
    ...new Set(client.stores.network.getState().networks.map((network) => network.caipNetworkId)),
  ].filter((id) => CAIP2_PATTERN.test(id))
  const { include, badgeType } = client.options.walletList
  return {
    chains,
    ...(include && include.length > 0 ? { include } : {}),
    ...(badgeType ? { badge_type: badgeType } : {}),
  }
}

/** A cache key of {@link walletListParams}: requests with the same key get the same answer. */
export function walletListKey(client: FoyerClient): string {
  const { chains = [], include = [], badge_type = 'none' } = walletListParams(client)
  return [chains.join(','), include.join(','), badge_type].join('|')
}
