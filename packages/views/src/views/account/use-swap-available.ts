import type { CaipNetworkId } from '@foyer/common'
import { type FoyerClient, isRestrictedTimeZone } from '@foyer/core'
import { useEffect, useState } from 'react'

/** Per client: the networks the data service swaps on (asked once; a failure is asked again). */
const swapChains = new WeakMap<FoyerClient, Promise<readonly CaipNetworkId[]>>()

function chainsOf(client: FoyerClient): Promise<readonly CaipNetworkId[]> {
  let answer = swapChains.get(client)
  if (!answer) {
    const ask = client.blockchainData?.getSwapChains
    answer = ask
      ? ask().catch((error: unknown) => {
          console.info('[foyer] the data service gave no swap networks', error)
          swapChains.delete(client)
          return []
        })
      : Promise.resolve([])
    swapChains.set(client, answer)
  }
  return answer
}

/**
 * Whether Account offers Swap (SPEC §1, §6): `features.swaps` on, an EVM network, a data service
 * that quotes swaps and lists this network among its swap networks, and not a restricted time
 * zone.
 */
export function useSwapAvailable(client: FoyerClient, caipNetworkId: CaipNetworkId | undefined) {
  const offered =
    client.options.features.swaps &&
    caipNetworkId?.startsWith('eip155:') === true &&
    client.blockchainData?.getSwapQuote !== undefined &&
    !isRestrictedTimeZone(client)
  const [available, setAvailable] = useState(false)
  useEffect(() => {
    setAvailable(false)
    if (!offered || !caipNetworkId) return
    let current = true
    chainsOf(client).then((chains) => {
      if (current) setAvailable(chains.includes(caipNetworkId))
    })
    return () => {
      current = false
    }
  }, [client, caipNetworkId, offered])
  return offered && available
}
