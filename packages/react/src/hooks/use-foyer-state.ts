import type { CaipNetworkId, ChainNamespace } from '@foyer/common'
import { shallowEqual } from '@foyer/views/base'
import { useClientStore } from './use-client-store.js'

/** What {@link useFoyerState} returns. */
export interface UseFoyerStateReturn {
  /** Whether the modal is open. */
  open: boolean
  /** Whether the modal is loading (opening before start-up finished, connecting…). */
  loading: boolean
  /** The active network's CAIP-2 id. */
  selectedNetworkId: CaipNetworkId | undefined
  /** The active namespace. */
  activeChain: ChainNamespace | undefined
}

/** The modal's state: open, loading, the selected network. */
export function useFoyerState(): UseFoyerStateReturn {
  const modal = useClientStore(
    'modal',
    (state) => ({ open: state.open, loading: state.loading }),
    shallowEqual,
  )
  const activeChain = useClientStore('account', (state) => state.activeNamespace)
  const selectedNetworkId = useClientStore('network', (state) =>
    activeChain ? state.byNamespace[activeChain]?.caipNetwork?.caipNetworkId : undefined,
  )
  return { ...modal, selectedNetworkId, activeChain }
}
