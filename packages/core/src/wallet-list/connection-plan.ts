import type { Connector } from '../adapter/types.js'
import type { FoyerClient } from '../client/types.js'
import type { WalletOption } from './wallet-option.js'

/** How a picked wallet connects. */
export type ConnectionPlan =
  /** Pairing by WalletConnect (QR code or the wallet's deep link); `connector` pairs. */
  | { kind: 'walletConnect'; connector: Connector }
  /** Through the installed connector, and the same wallet's connectors in other namespaces. */
  | { kind: 'installed'; connector: Connector; otherConnectors: readonly Connector[] }
  /** A directory wallet that is not installed and no adapter offers WalletConnect. */
  | { kind: 'notInstalled' }

/** Every namespace's connectors in one list. */
export function allConnectors(client: FoyerClient): Connector[] {
  return Object.values(client.stores.connectors.getState().byNamespace).flatMap(
    (list) => list ?? [],
  )
}

/**
 * How `option` connects, the rule the modal follows on a click: the WalletConnect connector
 * pairs; a directory wallet that is not installed pairs by WalletConnect when an adapter
 * offers it; an installed wallet connects through its connector.
 */
export function connectionPlan(client: FoyerClient, option: WalletOption): ConnectionPlan {
  if (option.connector?.type === 'WALLET_CONNECT') {
    return { kind: 'walletConnect', connector: option.connector }
  }
  if (option.connector) {
    return {
      kind: 'installed',
      connector: option.connector,
      otherConnectors: option.otherConnectors ?? [],
    }
  }
  const walletConnect = allConnectors(client).find((c) => c.type === 'WALLET_CONNECT')
  return walletConnect
    ? { kind: 'walletConnect', connector: walletConnect }
    : { kind: 'notInstalled' }
}
