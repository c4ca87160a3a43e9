import {
  connectionPlan,
  type FoyerClient,
  isLegalConsentGiven,
  pushView,
  shakeModal,
  type WalletOption,
} from '@foyer/core'

/**
 * Goes to the view that connects the picked wallet, as core's `connectionPlan` says:
 * ConnectingWalletConnect for the WalletConnect connector, and for a directory wallet that is
 * not installed when an adapter offers WalletConnect (QR code and the wallet's own links); else
 * ConnectingExternal, which connects through the installed connector, or tells how to get a
 * wallet that is not installed.
 */
export function selectWallet(client: FoyerClient, option: WalletOption): void {
  // The legal checkbox comes first (SPEC §1): nothing connects before it is ticked.
  if (!isLegalConsentGiven(client)) {
    shakeModal(client)
    return
  }
  const plan = connectionPlan(client, option)
  if (plan.kind === 'walletConnect') {
    pushView(client, 'ConnectingWalletConnect', {
      connector: plan.connector,
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
