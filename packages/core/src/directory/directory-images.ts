import type { Network } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'
import type { WalletDirectoryClient } from './types.js'

type ImageUrlMethod = 'assetImageUrl' | 'tokenImageUrl'

/**
 * A directory image URL, or undefined: without a directory, with one an app built without
 * that method, or for an id the directory's URL builder refuses.
 */
function directoryUrl(client: FoyerClient, method: ImageUrlMethod, id: string): string | undefined {
  const build = (client.directory as Partial<WalletDirectoryClient> | undefined)?.[method]
  if (typeof build !== 'function' || id === '') return undefined
  try {
    return build.call(client.directory, id)
  } catch {
    return undefined
  }
}

/** A network's image: its own `imageUrl`, else the directory's asset image of its CAIP-2 id. */
export function networkImageUrl(
  client: FoyerClient,
  network: Pick<Network, 'imageUrl' | 'caipNetworkId'>,
): string | undefined {
  return network.imageUrl ?? directoryUrl(client, 'assetImageUrl', network.caipNetworkId)
}

/** A token's image: the URL given with it (already checked by the caller), else the directory's by symbol. */
export function tokenImageUrl(
  client: FoyerClient,
  token: { symbol: string; iconUrl?: string | undefined },
): string | undefined {
  return token.iconUrl ?? directoryUrl(client, 'tokenImageUrl', token.symbol.trim().toUpperCase())
}
