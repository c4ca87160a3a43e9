import { chainIdToCoinType, ETH_COIN_TYPE, type Network } from '@foyer/common'
import { hasCapability } from '../adapter/types.js'
import type { Identity } from '../blockchain-data/types.js'
import type { FoyerClient } from '../client/types.js'
import { reportError } from '../events/report-error.js'
import { getAccountState, getNetworkState } from '../selectors.js'
import { updateAccountState } from './update-account.js'

/**
 * Whether the identity endpoint applies to a network: EVM networks that are not flagged
 * testnet (SPEC §5 "Identity lookup only for mainnet EVM networks").
 */
export function isIdentityNetwork(network: Network): boolean {
  return network.chainNamespace === 'eip155' && network.testnet !== true
}

/**
 * Finds the name and avatar of the connected EVM account and puts them in the account state
 * (`profileName`, `profileImage`). Sources, first answer with a name wins:
 *
 * 1. the data service's identity lookup (`getIdentity`), on mainnet EVM networks only (SPEC §5);
 * 2. the names registry's reverse lookup (`getNamesForAddress`) on every EVM network, the
 *    name registered for the network's ENSIP-11 coin type first, then Ether's (60), then
 *    any: a name the account registered is part of its account data, so it shows on
 *    testnets and devnets too (where step 1 does not apply);
 * 3. the adapter's own profile (`getProfile` capability), where the adapter has one: the
 *    provider's own name lookup, e.g. the EVM adapter's ENS lookup on mainnet networks.
 *
 * A failing source is a warning and the next one is asked. The answer is cached for 5 min
 * (SPEC §9) per network and address, unless `force` is set. Resolves undefined when no EVM
 * account is connected or no source exists (the account state is then left alone).
 */
export async function fetchIdentity(
  client: FoyerClient,
  params: { force?: boolean } = {},
): Promise<Identity | undefined> {
  const account = getAccountState(client, 'eip155')
  const network = getNetworkState(client, 'eip155')?.caipNetwork
  if (account?.status !== 'connected' || !account.caipAddress || !account.address) return undefined
  if (network?.chainNamespace !== 'eip155') return undefined
  const adapter = client.adapters.get('eip155')
  const hasSource =
    client.blockchainData?.getIdentity !== undefined ||
    client.blockchainData?.getNamesForAddress !== undefined ||
    (adapter !== undefined && hasCapability(adapter, 'getProfile'))
  // With no source at all, what others set (an embedded wallet's user name) stays.
  if (!hasSource) return undefined
  const { address, caipAddress } = account
  const cacheId = `${network.caipNetworkId}:${address.toLowerCase()}`
  let identity = params.force ? undefined : client.storage.getCached('identity', cacheId)
  if (!identity) {
    const key = `identity:${cacheId}`
    let request = client.runtime.requests.get(key) as Promise<IdentityLookup> | undefined
    if (!request) {
      request = lookUpIdentity(client, address, network)
      client.runtime.requests.set(key, request)
      const done = () => client.runtime.requests.delete(key)
      void request.then(done, done)
    }
    const lookup = await request
    identity = lookup.identity
    // A miss after a failing source is not remembered: the next call asks again.
    if (lookup.complete || identity.name) client.storage.setCached('identity', cacheId, identity)
  }
  // The account may have changed while the lookup ran.
  if (getAccountState(client, 'eip155')?.caipAddress === caipAddress) {
    updateAccountState(client, 'eip155', {
      profileName: identity.name,
      profileImage: identity.avatar,
    })
  }
  return identity
}

interface IdentityLookup {
  identity: Identity
  /** False when a source failed, so a miss may be wrong. */
  complete: boolean
}

async function lookUpIdentity(
  client: FoyerClient,
  address: string,
  network: Network,
): Promise<IdentityLookup> {
  const data = client.blockchainData
  const caipNetworkId = network.caipNetworkId
  const sources: Array<() => Promise<Identity | undefined>> = [
    async () =>
      isIdentityNetwork(network) && data?.getIdentity
        ? data.getIdentity({ address, caipNetworkId })
        : undefined,
    async () => {
      if (!data?.getNamesForAddress) return undefined
      const coinType = String(chainIdToCoinType(Number(network.id)))
      const profiles = await data.getNamesForAddress({ address })
      // The name registered for this chain's coin type, else for Ether's (60), else any.
      const profile =
        profiles.find((candidate) => coinType in candidate.addresses) ??
        profiles.find((candidate) => String(ETH_COIN_TYPE) in candidate.addresses) ??
        profiles[0]
      return profile ? { name: profile.name, avatar: profile.attributes.avatar ?? null } : undefined
    },
    async () => {
      const adapter = client.adapters.get('eip155')
      return adapter && hasCapability(adapter, 'getProfile')
        ? adapter.getProfile({ address, caipNetworkId })
        : undefined
    },
  ]
  let complete = true
  for (const source of sources) {
    try {
      const found = await source()
      if (found?.name) {
        const avatar = shownAvatar(found.avatar, data?.origin)
        return { identity: { name: found.name, avatar }, complete }
      }
    } catch (error) {
      complete = false
      console.warn('[foyer] identity source failed', error)
      reportError(client, error, 'identity source failed')
    }
  }
  return { identity: { name: null, avatar: null }, complete }
}

/** An avatar URL that may be shown: https, `data:image/`, or on the data service's origin. */
function shownAvatar(avatar: string | null, origin: string | undefined): string | null {
  if (!avatar) return null
  if (/^data:image\//i.test(avatar)) return avatar
  try {
    const url = new URL(avatar)
    return url.protocol === 'https:' || url.origin === origin ? url.href : null
  } catch {
    return null
  }
}
