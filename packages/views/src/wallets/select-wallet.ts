import { type FoyerClient, pushView } from '@foyer/core'
import type { WalletOption } from './wallet-option.js'

/**
 * Goes to the view that connects the picked wallet: ConnectingExternal, which connects
 * through the installed connector, or tells how to get a wallet that is not installed.
 */
export function selectWallet(client: FoyerClient, option: WalletOption): void {
  pushView(client, 'ConnectingExternal', {
    ...(option.connector ? { connector: option.connector } : {}),
    ...(option.wallet ? { wallet: option.wallet } : {}),
  })
}
