import type { Network } from '@foyer/common'
import { numberToHex } from 'viem'
import { safeImageUrl } from '../discovery/image-url.js'
import { evmChainId } from './chain-id.js'

/** The single parameter of `wallet_addEthereumChain` (EIP-3085). */
export interface AddEthereumChainParameter {
  chainId: `0x${string}`
  chainName: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: string[]
  blockExplorerUrls?: string[]
  iconUrls?: string[]
}

/**
 * Builds the `wallet_addEthereumChain` parameter for a network, from its public data: the
 * default RPC endpoints (the wallet reaches them itself), explorer and image.
 */
export function addEthereumChainParameter(network: Network): AddEthereumChainParameter {
  const explorer = network.blockExplorers?.default.url
  const icon = safeImageUrl(network.imageUrl)
  return {
    chainId: numberToHex(evmChainId(network)),
    chainName: network.name,
    nativeCurrency: {
      name: network.nativeCurrency.name,
      symbol: network.nativeCurrency.symbol,
      decimals: network.nativeCurrency.decimals,
    },
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
    ...(icon ? { iconUrls: [icon] } : {}),
  }
}
