import { ProviderRpcError, providerErrorCodes } from './errors.js'
import { accountsFor, chainIdToHex, type WalletState } from './state.js'

/** One EIP-1193 event a state change causes for a site. */
export type WalletEvent =
  | { event: 'connect'; data: { chainId: `0x${string}` } }
  | { event: 'chainChanged'; data: `0x${string}` }
  | { event: 'accountsChanged'; data: `0x${string}`[] }
  | { event: 'disconnect'; data: ProviderRpcError }

/** The error a `disconnect` event carries. */
export const walletDisconnectedError = () =>
  new ProviderRpcError(providerErrorCodes.disconnected, 'The test wallet disconnected.')

/**
 * The events a site at `origin` should hear for a state change, in the order a wallet
 * emits them: `connect`, `chainChanged`, `accountsChanged`, then `disconnect`.
 */
export function diffWalletEvents(
  before: WalletState,
  after: WalletState,
  origin: string,
): WalletEvent[] {
  const events: WalletEvent[] = []
  if (before.disconnected && !after.disconnected) {
    events.push({ event: 'connect', data: { chainId: chainIdToHex(after.chainId) } })
  }
  if (before.chainId !== after.chainId) {
    events.push({ event: 'chainChanged', data: chainIdToHex(after.chainId) })
  }
  const accountsBefore = accountsFor(before, origin)
  const accountsAfter = accountsFor(after, origin)
  if (accountsBefore.join() !== accountsAfter.join()) {
    events.push({ event: 'accountsChanged', data: accountsAfter })
  }
  if (!before.disconnected && after.disconnected) {
    events.push({ event: 'disconnect', data: walletDisconnectedError() })
  }
  return events
}
