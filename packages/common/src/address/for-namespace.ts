import type { ChainNamespace } from '../caip/types.js'
import { type BitcoinNetworkName, isBitcoinAddress } from './bitcoin.js'
import { isEvmAddress } from './evm.js'
import { isSolanaAddress } from './solana.js'

/**
 * Whether `address` is valid in `namespace`. Bitcoin addresses are checked for
 * `bitcoinNetwork` (default mainnet); polkadot addresses are not checked beyond being a
 * non-empty string.
 */
export function isAddressInNamespace(
  namespace: ChainNamespace,
  address: unknown,
  bitcoinNetwork: BitcoinNetworkName = 'mainnet',
): boolean {
  switch (namespace) {
    case 'eip155':
      return isEvmAddress(address)
    case 'solana':
      return isSolanaAddress(address)
    case 'bip122':
      return isBitcoinAddress(address, bitcoinNetwork)
    default:
      return typeof address === 'string' && address.length > 0
  }
}
