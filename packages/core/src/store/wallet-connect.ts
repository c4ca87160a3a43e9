/** The WalletConnect pairing on show (QR code or deep link). */
export interface WalletConnectState {
  /** The pairing uri, undefined when none is on show. */
  uri: string | undefined
  /** Epoch milliseconds the pairing was created. */
  createdAt: number | undefined
  /** Set when the last pairing attempt failed. */
  error: boolean
}

/** No pairing. */
export function initialWalletConnectState(): WalletConnectState {
  return { uri: undefined, createdAt: undefined, error: false }
}
