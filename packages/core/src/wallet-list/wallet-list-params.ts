import type { FoyerClient } from '../client/types.js'
import type { GetWalletsParams } from '../directory/types.js'

/** The CAIP-2 grammar (namespace 3–8, reference 1–32 characters): what /getWallets takes. */
const CAIP2_PATTERN = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

/**
 * What every wallet list asks /getWallets for besides its page (SPEC §7): the app's networks
 * as `chains`, so an EVM-only app lists no Solana- or Bitcoin-only wallet, and the app's
 * `includeWalletIds` and `walletBadgeType` options as `include` and `badge_type`. Its JSON is
 * a cache key: requests with the same parameters get the same answer.
 */
export function walletListParams(
  client: FoyerClient,
): Pick<GetWalletsParams, 'chains' | 'include' | 'badge_type'> {
  const chains = client.stores.network
    .getState()
    .networks.map((network) => network.caipNetworkId)
    .filter((id, index, ids) => CAIP2_PATTERN.test(id) && ids.indexOf(id) === index)
  const { include, badgeType } = client.options.walletList
  return {
    chains,
    ...(include?.length ? { include } : {}),
    ...(badgeType ? { badge_type: badgeType } : {}),
  }
}
