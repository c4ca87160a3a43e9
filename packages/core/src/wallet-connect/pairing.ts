import { isPairingExpired as isExpiredAt } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'

/** Shows a new WalletConnect pairing uri (QR code and deep link), stamped now. */
export function setWalletConnectUri(client: FoyerClient, uri: string, now = Date.now()): void {
  client.stores.walletConnect.setState({ uri, createdAt: now, error: false })
}

/** Forgets the pairing uri (on close, SPEC §4). */
export function clearWalletConnectUri(client: FoyerClient): void {
  client.stores.walletConnect.setState({ uri: undefined, createdAt: undefined })
}

/** Marks the last pairing attempt failed; the view offers a retry. */
export function setWalletConnectError(client: FoyerClient, error: boolean): void {
  client.stores.walletConnect.setState({ error })
}

/**
 * Whether the pairing on show has expired: pairings live 4 minutes and count as expired
 * within 10 seconds of that (SPEC §4, §9). True when there is none.
 */
export function isPairingExpired(client: FoyerClient, now = Date.now()): boolean {
  const { uri, createdAt } = client.stores.walletConnect.getState()
  if (!uri || createdAt === undefined) return true
  return isExpiredAt(createdAt, now)
}
