import type { Wallet, WalletAccount } from './wallet-standard.js'

/** A listener of a Wallet Standard wallet's `change` event. */
export type ChangeListener = (change: { accounts?: readonly WalletAccount[] }) => void

/** The features every wallet Foyer makes in the page has (its accounts list them). */
export const IN_PAGE_WALLET_FEATURES = [
  'standard:connect',
  'standard:disconnect',
  'standard:events',
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const

/** The blank icon of the wallets Foyer makes in the page (the modal shows its own). */
const BLANK_WALLET_ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='

/**
 * A Wallet Standard wallet Foyer makes in the page (the embedded wallet's Solana account, a
 * WalletConnect session): its `accounts` read live, `standard:events` feeding `listeners`
 * (which the wallet calls when its accounts change), and its own `features` besides.
 */
export function inPageWallet(parts: {
  name: string
  accounts: () => WalletAccount[]
  listeners: Set<ChangeListener>
  features: Wallet['features']
}): Wallet {
  const { listeners } = parts
  return {
    version: '1.0.0',
    name: parts.name,
    icon: BLANK_WALLET_ICON,
    chains: [],
    get accounts() {
      return parts.accounts()
    },
    features: {
      ...parts.features,
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: ChangeListener) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
    },
  }
}
