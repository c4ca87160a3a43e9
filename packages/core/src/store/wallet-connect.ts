/** The WalletConnect pairing on show (QR code or deep link). */
export interface WalletConnectState {
  /** The pairing uri, undefined when none is on show. */
  uri: string | undefined
  /** Epoch milliseconds the pairing was created. */
  createdAt: number | undefined
  /** Set when the last pairing attempt failed. */
  error: boolean
  /** A request (sign, send, switch) waiting for the connected wallet, if any. */
  request: PendingWalletRequest | undefined
}

/** A request waiting for the wallet over WalletConnect: where to send the user. */
export interface PendingWalletRequest {
  /** The wallet's name. */
  walletName: string
  /**
   * Links that open the wallet, best first (universal links before app schemes; the
   * directory's before the wallet's own). Unchecked: the views keep only allowed ones.
   */
  links: string[]
}

/** No pairing. */
export function initialWalletConnectState(): WalletConnectState {
  return { uri: undefined, createdAt: undefined, error: false, request: undefined }
}
