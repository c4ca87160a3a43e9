import type { CaipNetworkId } from '@foyer/common'
import { type FoyerClient, getOnrampClient, isOnrampOffered } from '@foyer/core'
import { useEffect, useState } from 'react'

/** Per client and network: whether the data service has an on-ramp provider there. */
const answers = new WeakMap<FoyerClient, Map<string, Promise<boolean>>>()

function hasProviders(client: FoyerClient, caipNetworkId: CaipNetworkId): Promise<boolean> {
  let byNetwork = answers.get(client)
  if (!byNetwork) {
    byNetwork = new Map()
    answers.set(client, byNetwork)
  }
  let answer = byNetwork.get(caipNetworkId)
  if (!answer) {
    const onramp = getOnrampClient(client)
    answer = onramp
      ? onramp.getOnrampOptions({ caipNetworkId }).then(
          (options) => options.providers.some((provider) => provider.assets.length > 0),
          (error: unknown) => {
            // A service without an on-ramp answers 404: no Buy. Asked again on the next mount.
            console.info('[foyer] no on-ramp on this data service', error)
            byNetwork?.delete(caipNetworkId)
            return false
          },
        )
      : Promise.resolve(false)
    byNetwork.set(caipNetworkId, answer)
  }
  return answer
}

/**
 * Whether Account offers Buy: the on-ramp is offered (`features.onramp`, not a restricted time
 * zone, SPEC §1 and §6) and the data service has a provider selling on this network (asked once
 * per network).
 */
export function useOnrampAvailable(client: FoyerClient, caipNetworkId: CaipNetworkId | undefined) {
  const offered = caipNetworkId?.startsWith('eip155:') === true && isOnrampOffered(client)
  const [available, setAvailable] = useState(false)
  useEffect(() => {
    setAvailable(false)
    if (!offered || !caipNetworkId) return
    let current = true
    hasProviders(client, caipNetworkId).then((yes) => {
      if (current) setAvailable(yes)
    })
    return () => {
      current = false
    }
  }, [client, caipNetworkId, offered])
  return offered && available
}
