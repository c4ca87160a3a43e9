import { type CaipNetworkId, type Network, SWAP_SUPPORTED_CAIP_NETWORK_IDS } from '@foyer/common'
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

const SWAP_MAINNETS: ReadonlySet<string> = new Set(SWAP_SUPPORTED_CAIP_NETWORK_IDS)

/**
 * Whether Swap may show on `network` (SPEC §5): one of the 12 EVM mainnets Swap supports, or
 * an EVM test network or devnet (a data service quoting it is all that is needed there).
 */
export function isSwapNetwork(network: Network | undefined): boolean {
  if (network?.chainNamespace !== 'eip155') return false
  return SWAP_MAINNETS.has(network.caipNetworkId) || network.testnet === true
}

/**
 * Whether Account offers Swap (SPEC §1, §5, §6): `features.swaps` on, a swap network
 * ({@link isSwapNetwork}), a data service that quotes swaps and lists this network among its
 * swap networks, and not a restricted time zone.
 */
export function useSwapAvailable(client: FoyerClient, network: Network | undefined) {
  const caipNetworkId = network?.caipNetworkId
  const offered =
    client.options.features.swaps &&
    isSwapNetwork(network) &&
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
