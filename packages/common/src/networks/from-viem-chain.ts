import type { CaipNetworkId } from '../caip/types.js'
import { defineNetwork } from './define.js'
import type { Network } from './types.js'

/**
 * The parts of a viem `Chain` that {@link fromViemChain} reads, typed structurally so
 * callers need no viem types.
 */
export interface ViemChainLike {
  id: number
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: {
    default: { http: readonly string[]; webSocket?: readonly string[] | undefined }
    [name: string]: { http: readonly string[]; webSocket?: readonly string[] | undefined }
  }
  blockExplorers?:
    | {
        default: { name: string; url: string }
        [name: string]: { name: string; url: string }
      }
    | undefined
  testnet?: boolean | undefined
}

/**
 * A {@link Network} from one of viem's EVM chain definitions, e.g.
 * `fromViemChain(mainnet)` → `eip155:1`.
 *
 * @throws {FoyerError} `INVALID_NETWORK` for a chain definition that is not whole.
 */
export function fromViemChain(chain: ViemChainLike): Network {
  const rpcUrls = Object.fromEntries(
    Object.entries(chain.rpcUrls).map(([name, urls]) => [
      name,
      urls.webSocket ? { http: urls.http, webSocket: urls.webSocket } : { http: urls.http },
    ]),
  ) as Network['rpcUrls']
  const blockExplorers = chain.blockExplorers
    ? (Object.fromEntries(
        Object.entries(chain.blockExplorers).map(([name, { name: label, url }]) => [
          name,
          { name: label, url },
        ]),
      ) as NonNullable<Network['blockExplorers']>)
    : undefined
  return defineNetwork({
    id: chain.id,
    caipNetworkId: `eip155:${chain.id}` as CaipNetworkId,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls,
    ...(blockExplorers ? { blockExplorers } : {}),
    testnet: chain.testnet ?? false,
  })
}
