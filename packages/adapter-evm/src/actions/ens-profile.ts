import type { CaipNetworkId } from '@foyer/common'
import { getEnsName, getEnsText } from 'viem/actions'
import { mainnet } from 'viem/chains'
import { normalize } from 'viem/ens'
import type { EvmAdapterState } from '../state.js'
import { getPublicClient } from '../transport/public-client.js'
import type { RpcClient } from '../transport/rpc-client.js'

/** ENS lives on Ethereum mainnet: the only network whose identity the adapter looks up. */
const ENS_NETWORK: CaipNetworkId = 'eip155:1'

/** A name and avatar, each null when there is none. */
export interface EvmProfile {
  name: string | null
  avatar: string | null
}

const NONE: EvmProfile = { name: null, avatar: null }

/**
 * The adapter's profile of an address (SPEC §7 identity fallback, after the data service and
 * the names registry): its ENS primary name and `avatar` text record, read with viem through
 * the app's own mainnet RPC (`services.rpc` fills it in when the network names none). Only
 * for `eip155:1`, and only when the app configures mainnet: other networks give no name.
 * The avatar is the record as written (core shows only https and `data:image/` ones).
 */
export async function getEvmProfile(
  state: EvmAdapterState,
  params: { address: string; caipNetworkId: CaipNetworkId },
): Promise<EvmProfile> {
  if (params.caipNetworkId !== ENS_NETWORK) return NONE
  if (!state.networks.some((network) => network.caipNetworkId === ENS_NETWORK)) return NONE
  return lookUpEnsProfile(getPublicClient(state, ENS_NETWORK), params.address)
}

/** ENS reverse lookup and avatar record of `address` through `client` (a mainnet client). */
export async function lookUpEnsProfile(client: RpcClient, address: string): Promise<EvmProfile> {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return NONE
  const universalResolverAddress = mainnet.contracts.ensUniversalResolver.address
  const name = await getEnsName(client, {
    address: address as `0x${string}`,
    universalResolverAddress,
  })
  if (!name) return NONE
  // A name whose avatar cannot be read is still a name.
  const avatar = await getEnsText(client, {
    name: normalize(name),
    key: 'avatar',
    universalResolverAddress,
  }).catch(() => null)
  return { name, avatar: avatar || null }
}
