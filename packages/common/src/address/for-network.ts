import type { ChainNamespace } from '../caip/types.js'
import { bitcoinNetworkName } from '../networks/bitcoin.js'
import { isAddressInNamespace } from './for-namespace.js'

/**
 * Whether `address` is valid on the network `caipNetworkId` of `namespace`: like
 * {@link isAddressInNamespace}, but a Bitcoin address is checked for the network the id
 * names (a regtest `bcrt1…` address on the regtest network, `tb1…` on testnet); an
 * unknown or missing Bitcoin network id checks for mainnet.
 */
export function isAddressOnNetwork(
  namespace: ChainNamespace,
  caipNetworkId: string | undefined,
  address: unknown,
): boolean {
  if (namespace !== 'bip122') return isAddressInNamespace(namespace, address)
  const network = caipNetworkId === undefined ? undefined : bitcoinNetworkName(caipNetworkId)
  return isAddressInNamespace(namespace, address, network ?? 'mainnet')
}
