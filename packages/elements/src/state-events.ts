import type { CaipAddress, CaipNetworkId } from '@foyer/common'
import { type FoyerClient, getAccountState, getActiveNetwork } from '@foyer/core'

/** What the elements reflect as attributes: the active namespace's account and network. */
export interface FoyerElementState {
  status: 'disconnected' | 'connecting' | 'connected'
  address: string | undefined
  caipAddress: CaipAddress | undefined
  caipNetworkId: CaipNetworkId | undefined
  chainId: number | string | undefined
}

/** The DOM events the elements and `createFoyerElements`'s result dispatch, with their detail. */
export interface FoyerElementEventMap {
  /** A wallet connected: its account and network. */
  'foyer-connect': FoyerElementState
  /** The wallet disconnected. */
  'foyer-disconnect': FoyerElementState
  /** The connected wallet changed account (or namespace); not sent for a network switch. */
  'foyer-account-change': FoyerElementState
  /** The active network changed. */
  'foyer-network-change': FoyerElementState
}

/** The names of {@link FoyerElementEventMap}. */
export type FoyerElementEventName = keyof FoyerElementEventMap

/** The active namespace's account and network, as the elements show them. */
export function readElementState(client: FoyerClient): FoyerElementState {
  const account = getAccountState(client)
  const network = getActiveNetwork(client)
  const status = account?.status ?? 'disconnected'
  const connected = status === 'connected'
  return {
    status,
    address: connected ? account?.address : undefined,
    caipAddress: connected ? account?.caipAddress : undefined,
    caipNetworkId: network?.caipNetworkId,
    chainId: network?.id,
  }
}

/** The account apart from its chain: `namespace:address` (a CAIP-10 id without the reference). */
function accountOf(state: FoyerElementState): string | undefined {
  const namespace = state.caipAddress?.split(':')[0]
  return namespace && state.address ? `${namespace}:${state.address}` : undefined
}

/** The events a change from `before` to `after` means, in the order they happened. */
export function stateEvents(
  before: FoyerElementState,
  after: FoyerElementState,
): FoyerElementEventName[] {
  const events: FoyerElementEventName[] = []
  const wasConnected = before.status === 'connected'
  const isConnected = after.status === 'connected'
  if (!wasConnected && isConnected) events.push('foyer-connect')
  else if (wasConnected && !isConnected) events.push('foyer-disconnect')
  else if (isConnected && accountOf(before) !== accountOf(after)) {
    // The same address on another chain is a network change, not an account change.
    events.push('foyer-account-change')
  }
  if (before.caipNetworkId !== after.caipNetworkId) events.push('foyer-network-change')
  return events
}

/**
 * The state as attributes (`status`, `address`, `caip-address`, `network`, `chain-id`): a
 * value that is not set is an absent attribute, so `[status="connected"]` and `:not([address])`
 * style and select as expected.
 */
export function stateAttributes(state: FoyerElementState): Record<string, string | undefined> {
  return {
    status: state.status,
    address: state.address,
    'caip-address': state.caipAddress,
    network: state.caipNetworkId,
    'chain-id': state.chainId === undefined ? undefined : String(state.chainId),
  }
}

/**
 * Follows the client's account and network stores and calls `onChange` with every change of
 * {@link readElementState} and the events it means. Returns the unsubscribe function.
 */
export function watchElementState(
  client: FoyerClient,
  onChange: (state: FoyerElementState, events: FoyerElementEventName[]) => void,
): () => void {
  let current = readElementState(client)
  const check = () => {
    const next = readElementState(client)
    const events = stateEvents(current, next)
    const changed = (Object.keys(next) as (keyof FoyerElementState)[]).some(
      (key) => next[key] !== current[key],
    )
    current = next
    if (changed) onChange(next, events)
  }
  const unsubscribers = [
    client.stores.account.subscribe(check),
    client.stores.network.subscribe(check),
  ]
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe()
  }
}
