import { type CaipNetworkId, chainIdToCoinType, ETH_COIN_TYPE } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'

/**
 * The address a registered name points to on a network (its ENSIP-11 coin type, else the
 * mainnet one, 60), or null when nobody holds the name. Answers are cached for 5 min per
 * name and network (SPEC §9 "ENS name"). Resolves undefined when the data client has no
 * name resolution.
 *
 * @throws FoyerError 'Error resolving name' when the service fails (SPEC §8).
 */
export async function resolveName(
  client: FoyerClient,
  name: string,
  caipNetworkId: CaipNetworkId,
): Promise<string | null | undefined> {
  const data = client.blockchainData
  if (!data?.resolveName) return undefined
  const cacheId = `${caipNetworkId}:${name.toLowerCase()}`
  const cached = client.storage.getCached('ens', cacheId)
  if (cached) return cached.address
  const profile = await data.resolveName({ name })
  const [namespace, reference] = caipNetworkId.split(':')
  const coinType = namespace === 'eip155' ? chainIdToCoinType(Number(reference)) : undefined
  const address =
    profile === null
      ? null
      : ((coinType === undefined ? undefined : profile.addresses[String(coinType)]?.address) ??
        profile.addresses[String(ETH_COIN_TYPE)]?.address ??
        null)
  client.storage.setCached('ens', cacheId, { address })
  return address
}
