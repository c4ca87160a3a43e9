import type { CaipNetworkId, ChainNamespace, Network } from '@foyer/common'
import { addNetwork, removeNetwork, switchNetwork as switchTo } from '@foyer/core'
import { useMemo } from 'react'
import { useFoyerInstance } from '../context.js'
import { useClientStore } from './use-client-store.js'

/** What {@link useFoyerNetwork} returns. */
export interface UseFoyerNetworkReturn {
  /** The active network of the namespace. */
  caipNetwork: Network | undefined
  caipNetworkId: CaipNetworkId | undefined
  /** The network's own id (a number on EVM chains). */
  chainId: number | string | undefined
  /** The wallet's network when the app does not support it, else undefined. */
  unsupportedCaipNetworkId: CaipNetworkId | undefined
  /** Every configured network. */
  networks: readonly Network[]
  /**
   * Switches to a configured network (by object or CAIP-2 id); the wallet is asked when
   * connected. Rejects with a FoyerError ('Network not found', 'Chain is not supported').
   */
  switchNetwork: (network: Network | CaipNetworkId) => Promise<Network>
  /**
   * Adds a network to the configured ones (SPEC §5); throws 'Adapter not found' when no
   * adapter serves its namespace. Adding one already configured changes nothing.
   */
  addNetwork: (network: Network) => void
  /**
   * Removes a configured network; throws 'Network not found' or 'Adapter not found'. The
   * namespace's next network becomes active when it was the active one.
   */
  removeNetwork: (network: Network | CaipNetworkId) => void
}

/** The active network (of a namespace, the active one by default) and a way to switch. */
export function useFoyerNetwork(
  options: { namespace?: ChainNamespace } = {},
): UseFoyerNetworkReturn {
  const { client } = useFoyerInstance()
  const { namespace: requested } = options
  const namespace = useClientStore('account', (state) => requested ?? state.activeNamespace)
  const networkState = useClientStore('network', (state) =>
    namespace ? state.byNamespace[namespace] : undefined,
  )
  const networks = useClientStore('network', (state) => state.networks)
  return useMemo(() => {
    const caipNetwork = networkState?.caipNetwork
    return {
      caipNetwork,
      caipNetworkId: caipNetwork?.caipNetworkId,
      chainId: caipNetwork?.id,
      unsupportedCaipNetworkId: networkState?.unsupportedCaipNetworkId,
      networks,
      switchNetwork: (network: Network | CaipNetworkId) =>
        switchTo(client, typeof network === 'string' ? network : network.caipNetworkId),
      addNetwork: (network: Network) => addNetwork(client, network),
      removeNetwork: (network: Network | CaipNetworkId) =>
        removeNetwork(client, typeof network === 'string' ? network : network.caipNetworkId),
    }
  }, [client, networkState, networks])
}
