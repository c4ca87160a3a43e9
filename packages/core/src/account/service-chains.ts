import type { BlockchainDataClient } from '../blockchain-data/types.js'

/** Each service client's supported chains, asked once (undefined when it could not say). */
const supportedChains = new WeakMap<
  BlockchainDataClient,
  Promise<ReadonlySet<string> | undefined>
>()

/**
 * Whether the blockchain-data service indexes `caipNetworkId`, by its supported-chains list
 * (asked once per service client). A chain it does not list is read from the chain itself
 * instead of asking the service for an answer that can only be an error (a console 400 for
 * every account of, say, a local Solana network). True when the service cannot list its
 * chains (no `getSupportedChains`, or the list failed): it is then asked, as before.
 */
export async function serviceIndexesChain(
  data: BlockchainDataClient,
  caipNetworkId: string,
): Promise<boolean> {
  if (!data.getSupportedChains) return true
  let chains = supportedChains.get(data)
  if (!chains) {
    chains = data.getSupportedChains().then(
      (ids) => new Set<string>(ids),
      () => undefined,
    )
    supportedChains.set(data, chains)
  }
  const listed = await chains
  return listed === undefined || listed.has(caipNetworkId)
}
