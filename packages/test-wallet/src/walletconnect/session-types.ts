/** A session the wallet holds with a dapp. */
export interface WalletConnectTestSession {
  topic: string
  peer: { name: string; url: string }
  accounts: string[]
  chains: string[]
  /** Unix seconds. */
  expiry: number
}

/** What became of the proposal that followed a pairing. */
export type PairOutcome =
  | { approved: true; topic: string; peer: { name: string; url: string } }
  | { approved: false; reason: string }

/** WalletConnect's reason codes (`getSdkError`). */
export const REASON = {
  userRejected: { code: 5000, message: 'User rejected.' },
  unsupportedChains: { code: 5100, message: 'Unsupported chains.' },
  userDisconnected: { code: 6000, message: 'User disconnected.' },
} as const
