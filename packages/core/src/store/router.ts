import type { FoyerError, FoyerErrorCode, Network, SocialProvider } from '@foyer/common'
import type { Connector } from '../adapter/types.js'
import type { WalletListEntry } from '../directory/types.js'
import type { View } from '../router/views.js'

/** Arguments the Swap view opens with (SPEC §2, rule 1). */
export interface SwapArguments {
  /** Symbol or CAIP-10 address of the token to sell. */
  fromToken?: string
  /** Symbol or CAIP-10 address of the token to buy. */
  toToken?: string
  /** Amount to sell, as a decimal string. */
  amount?: string
}

/** Data a view is opened with. */
export interface RouterData {
  swap?: SwapArguments
  /** The connector being connected (ConnectingExternal, ConnectingWalletConnect). */
  connector?: Connector
  /** The same wallet's connectors in other namespaces, connected along with `connector`. */
  otherConnectors?: readonly Connector[]
  /** The directory entry being connected. */
  wallet?: WalletListEntry
  /** The network a view is about (e.g. the one being switched to). */
  network?: Network
  /** The provider of the social login under way (ConnectingSocial). */
  social?: SocialProvider
  /** Why a social login that returned to the page (Telegram's `result_uri`) failed (ConnectingSocial). */
  socialError?: FoyerError
  /**
   * What the embedded wallet asks the user for (ApproveTransaction): the request's method, or
   * `RECOVERY_PASSWORD_APPROVAL` while its recovery password form is up, which the modal lays
   * over the view on show (a login's) without leaving it.
   */
  approval?: string
  /** The new email of an email update under way (UpdateEmailPrimaryOtp, UpdateEmailSecondaryOtp). */
  newEmail?: string
  /** The name being registered (RegisterAccountName, RegisterAccountNameSuccess) and why it failed. */
  nameRegistration?: {
    name: string
    /** The failure's text in English (the service's reason, else the SPEC §8 text). */
    error?: string
    /** The failure's error code, for a translated text. */
    errorCode?: FoyerErrorCode
    /** The service's own reason, shown as it is. */
    reason?: string
  }
}

/** How a pending transaction ended. */
export type TransactionOutcome = 'success' | 'error' | 'cancel'

/**
 * A step waiting for the user's approval (e.g. a transaction the embedded wallet asks to
 * sign). When it ends, its callback runs and the router moves as the entry says.
 */
export interface TransactionStackEntry {
  /** View to show on success; none keeps the current one (or goes back, see `goBack`). */
  view?: View
  /** On success, go back instead of showing `view`. */
  goBack?: boolean
  /** On success, replace the current view instead of pushing `view`. */
  replace?: boolean
  onSuccess?: () => void
  onError?: () => void
  onCancel?: () => void
}

/** Router state (SPEC §2 "Navigation"). `view` is always the last entry of `history`. */
export interface RouterState {
  view: View
  history: View[]
  data: RouterData
  transactionStack: TransactionStackEntry[]
}

/** The router state of a fresh client. */
export function initialRouterState(): RouterState {
  return { view: 'Connect', history: ['Connect'], data: {}, transactionStack: [] }
}
