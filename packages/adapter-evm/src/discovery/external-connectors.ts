import type { Eip1193Provider } from '../provider/types.js'
import { isEip1193Provider } from '../provider/types.js'
import type { EvmConnector } from './connector-registry.js'
import { safeImageUrl } from './image-url.js'

/** A wallet the app hands to the adapter itself (an SDK's provider, say): an EXTERNAL connector. */
export interface ExternalConnectorOptions {
  /** Stable id, stored to reconnect after a reload. */
  id: string
  name: string
  provider: Eip1193Provider
  /** https or data: image; anything else is dropped. */
  imageUrl?: string
  /** The wallet's EIP-6963 rdns, so its announcement is not listed twice. */
  rdns?: string
  /** The wallet directory id of this wallet. */
  explorerId?: string
}

/** Validates the app's external connectors; a misconfigured one throws a TypeError. */
export function toExternalConnectors(options: readonly ExternalConnectorOptions[]): EvmConnector[] {
  const ids = new Set<string>()
  return options.map((option) => {
    if (typeof option.id !== 'string' || option.id.length === 0 || ids.has(option.id)) {
      throw new TypeError(`External connector ids must be unique non-empty strings: ${option.id}`)
    }
    if (!isEip1193Provider(option.provider)) {
      throw new TypeError(`External connector ${option.id} has no EIP-1193 provider`)
    }
    ids.add(option.id)
    const imageUrl = safeImageUrl(option.imageUrl)
    return {
      id: option.id,
      type: 'EXTERNAL',
      name: option.name,
      ...(imageUrl ? { imageUrl } : {}),
      ...(option.rdns ? { rdns: option.rdns.toLowerCase() } : {}),
      ...(option.explorerId ? { explorerId: option.explorerId } : {}),
      provider: option.provider,
      chain: 'eip155',
      chains: [],
    }
  })
}
