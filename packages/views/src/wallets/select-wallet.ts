import { type FoyerClient, isLegalConsentGiven, pushView, shakeModal } from '@foyer/core'
import { findWalletConnectConnector } from '../views/connecting-walletconnect/walletconnect-connector.js'
import type { WalletOption } from './wallet-option.js'

/**
 * Goes to the view that connects the picked wallet: ConnectingWalletConnect for the
 * WalletConnect connector, and for a directory wallet that is not installed when an
 * adapter offers WalletConnect (QR code and the wallet's own links); else
 * ConnectingExternal, which connects through the installed connector, or tells how to get
 * a wallet that is not installed.
 */
export function selectWallet(client: FoyerClient, option: WalletOption): void {
  // The legal checkbox comes first (SPEC §1): nothing connects before it is ticked.
  if (!isLegalConsentGiven(client)) {
    shakeModal(client)
    return
  }
  const walletConnect =
    option.connector?.type === 'WALLET_CONNECT'
      ? option.connector
      : option.connector
        ? undefined
        : findWalletConnectConnector(
            Object.values(client.stores.connectors.getState().byNamespace).flatMap(
              (list) => list ?? [],
            ),
          )
  if (walletConnect) {
    pushView(client, 'ConnectingWalletConnect', {
      connector: walletConnect,
      ...(option.wallet ? { wallet: option.wallet } : {}),
    })
    return
  }
  pushView(client, 'ConnectingExternal', {
    ...(option.connector ? { connector: option.connector } : {}),
    ...(option.otherConnectors?.length ? { otherConnectors: option.otherConnectors } : {}),
    ...(option.wallet ? { wallet: option.wallet } : {}),
  })
}
