import type { WalletRequestHandoff } from '../adapter/types.js'

/** The WalletConnect pairing on show (QR code or deep link). */
export interface WalletConnectState {
  /** The pairing uri, undefined when none is on show. */
  uri: string | undefined
  /** Epoch milliseconds the pairing was created. */
  createdAt: number | undefined
  /** Set when the last pairing attempt failed. */
  error: boolean
  /**
   * A request (sign, send, switch) waiting for the connected wallet over WalletConnect, if
   * any: the wallet as its session announced it. Its links are unchecked: the views order
   * them and keep only allowed ones.
   */
  request: WalletRequestHandoff | undefined
}

/** No pairing. */
export function initialWalletConnectState(): WalletConnectState {
  return { uri: undefined, createdAt: undefined, error: false, request: undefined }
}
