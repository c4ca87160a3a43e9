import type { Network } from '@foyer/common'
import type { FoyerClient } from '@foyer/core'
import { type Address, isAddress } from 'viem'

/** What wagmi needs to know of Foyer's EVM connection. */
export interface FoyerEvmState {
  /** Connected addresses, the active one first; empty unless connected. */
  accounts: readonly Address[]
  /** The chain the wallet is on (an unsupported one included); undefined when unknown. */
  chainId: number | undefined
  /** Id of the Foyer connector the namespace is connected through. */
  connectorId: string | undefined
  status: 'disconnected' | 'connecting' | 'connected'
}

/** The chain id of a CAIP-2 `eip155:<id>` network id, else undefined. */
export function chainIdOf(caipNetworkId: string | undefined): number | undefined {
  if (!caipNetworkId?.startsWith('eip155:')) return undefined
  const id = Number(caipNetworkId.slice('eip155:'.length))
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/** Foyer's `eip155` account and network, as wagmi sees them. */
export function readFoyerEvmState(client: FoyerClient): FoyerEvmState {
  const account = client.stores.account.getState().byNamespace.eip155
  const network = client.stores.network.getState().byNamespace.eip155
  const status = account?.status ?? 'disconnected'
  const accounts: Address[] = []
  if (status === 'connected') {
    for (const address of [
      account?.address,
      ...(account?.allAccounts ?? []).map((a) => a.address),
    ]) {
      if (address && isAddress(address, { strict: false }) && !accounts.includes(address)) {
        accounts.push(address)
      }
    }
  }
  return {
    accounts,
    chainId: chainIdOf(network?.unsupportedCaipNetworkId ?? network?.caipNetwork?.caipNetworkId),
    connectorId: status === 'connected' ? account?.connectorId : undefined,
    status,
  }
}

/** Foyer's EVM network with this chain id, if the app configured one. */
export function findEvmNetwork(client: FoyerClient, chainId: number): Network | undefined {
  return client.stores.network
    .getState()
    .networks.find((n) => n.chainNamespace === 'eip155' && chainIdOf(n.caipNetworkId) === chainId)
}

/**
 * Calls `listener` with the new and previous state whenever Foyer's EVM accounts, chain or
 * status change. Returns the unsubscribe function.
 */
export function watchFoyerEvmState(
  client: FoyerClient,
  listener: (next: FoyerEvmState, previous: FoyerEvmState) => void,
): () => void {
  let previous = readFoyerEvmState(client)
  const check = () => {
    const next = readFoyerEvmState(client)
    if (
      next.status === previous.status &&
      next.chainId === previous.chainId &&
      next.connectorId === previous.connectorId &&
      next.accounts.join() === previous.accounts.join()
    ) {
      return
    }
    const last = previous
    previous = next
    listener(next, last)
  }
  const unsubscribeAccount = client.stores.account.subscribe(check)
  const unsubscribeNetwork = client.stores.network.subscribe(check)
  return () => {
    unsubscribeAccount()
    unsubscribeNetwork()
  }
}
