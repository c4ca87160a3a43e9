import { type Network, SWAP_SUPPORTED_CAIP_NETWORK_IDS } from '@foyer/common'
import { type FoyerClient, isRestrictedTimeZone } from '@foyer/core'
import { useEffect, useState } from 'react'
import { dataServiceNetworks } from './data-service-networks.js'

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
    // The data service's swap networks, asked once (a failure is asked again).
    dataServiceNetworks(client, 'getSwapChains').then((chains) => {
      if (current) setAvailable(!!chains?.includes(caipNetworkId))
    })
    return () => {
      current = false
    }
  }, [client, caipNetworkId, offered])
  return offered && available
}
