/**
 * The English message catalogue: every user-facing text of `@foyer/common`, keyed by a
 * stable id. Texts quoted from SPEC §5, §6 and §8 are verbatim. `{name}` marks a
 * placeholder filled by {@link formatMessage}. A translation is an object of the same
 * shape ({@link Messages}); nothing else has to change to add one.
 */
export const en = {
  /** Error texts by {@link FoyerErrorCode}; each is that error's `shortMessage`. */
  errors: {
    // Connection and providers (SPEC §8)
    DISCONNECT_FAILED: 'Failed to disconnect',
    PROVIDER_UNDEFINED: 'Provider is undefined',
    PROVIDER_NOT_FOUND: 'Provider not found',
    NO_ACCOUNTS_FOUND: 'No accounts found',
    CONNECTOR_TYPE_NOT_FOUND: 'Connector type not found',
    CHAIN_NOT_SUPPORTED: 'Chain is not supported',
    UNSUPPORTED_CHAIN: 'Unsupported chain',
    NETWORK_NOT_FOUND: 'Network not found',
    ADAPTER_NOT_FOUND: 'Adapter not found',
    CAIP_NETWORK_UNDEFINED: 'CaipNetwork is undefined',
    CAIP_NETWORK_OR_ADDRESS_UNDEFINED: 'CaipNetwork or CaipAddress is undefined',
    NO_ACTIVE_CAIP_ADDRESS: 'No ActiveCaipAddress found',
    INVALID_CAIP_ADDRESS: 'Invalid CAIP Address',
    INVALID_CAIP_NETWORK_ID: 'Invalid CAIP Network ID',
    INVALID_NETWORK: 'Invalid network definition',
    INVALID_DECIMALS: 'Decimals must be a whole number from 0 to 255',
    CHAIN_ID_OUT_OF_RANGE: 'Chain id must be an integer below 2147483648',
    // Data fetching (SPEC §7, §8)
    HTTP_STATUS: 'HTTP status code: {status}',
    TRANSACTIONS_FETCH_FAILED: 'Failed to fetch transactions',
    TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
    // Signing and gas (SPEC §8: "generic failed errors")
    SIGN_MESSAGE_FAILED: 'Failed to sign message',
    ESTIMATE_GAS_FAILED: 'Failed to estimate gas',
    SIGNATURE_DECLINED: 'Signature declined',
    SMART_ACCOUNTS_UNSUPPORTED: 'This application might not support Smart Accounts',
    // Sign-in (SPEC §8)
    AUTH_INIT_FAILED: 'A problem occurred while trying initialize authentication',
    APP_CONFIGURATION_INVALID: 'Invalid App Configuration',
    AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
    SIWX_NOT_ENABLED: 'SIWX is not enabled',
    SIWE_AND_SIWX_BOTH_SET: 'Cannot set both siweConfig and siwx options',
    // Email and social login (SPEC §5, §8)
    EMAIL_COOLDOWN: 'Please try again after {seconds} seconds',
    EMAIL_LOGIN_DEPENDENCY_FAILED: 'Unable to load email login dependency',
    INVALID_EMAIL: 'Please enter a valid email address',
    INVALID_OTP: 'Please enter a valid code',
    INVALID_SOCIAL_PROVIDER: 'Unsupported social provider',
    // Names (SPEC §5, §8)
    NAME_RESOLVE_FAILED: 'Error resolving name',
    NAME_SUGGESTIONS_FAILED: 'Error fetching name suggestions',
    NAMES_FOR_ADDRESS_FAILED: 'Error fetching names for address',
    NAME_REGISTRATION_FAILED: 'Error registering name {name}',
    INVALID_ACCOUNT_NAME: 'Names need at least 4 characters: letters, digits or hyphens only',
    // Embedded-wallet frame (SPEC §5, §8)
    FRAME_ERROR: '{message}',
    FRAME_NOT_SET: 'W3mFrame: iframe is not set',
    REQUEST_ABORTED: 'Request was aborted',
    SOMETHING_WENT_WRONG: 'Something went wrong',
    UNKNOWN_ERROR: 'An error occurred',
    RPC_METHOD_NOT_ALLOWED: 'Requested RPC call is not allowed',
    INVALID_SEND_CALLS:
      'Each call needs a "to" address starting with 0x, and any data must start with 0x',
    // Send (SPEC §5, §8)
    INVALID_SEND_INPUT: 'Please enter a valid amount and receiver address',
    SEND_TRANSACTION_FAILED: 'Failed to send transaction. Please try again.',
    // Wallet provider codes (EIP-1193, WalletConnect)
    USER_REJECTED: 'User rejected the request.',
    UNAUTHORIZED: 'The requested method and/or account has not been authorized by the user.',
    UNSUPPORTED_METHOD: 'The Provider does not support the requested method.',
    PROVIDER_DISCONNECTED: 'The Provider is disconnected from all chains.',
    CHAIN_DISCONNECTED: 'The Provider is not connected to the requested chain.',
    UNRECOGNIZED_CHAIN: 'Unrecognized chain ID.',
    INVALID_CHAIN_ID: 'Invalid chain ID.',
    // JSON-RPC codes (JSON-RPC 2.0, EIP-1474)
    PARSE_ERROR: 'Invalid JSON was received by the server.',
    INVALID_REQUEST: 'The JSON sent is not a valid request object.',
    METHOD_NOT_FOUND: 'The method does not exist or is not available.',
    INVALID_PARAMS: 'Invalid method parameters.',
    INTERNAL_ERROR: 'Internal JSON-RPC error.',
    INVALID_INPUT: 'Missing or invalid parameters.',
    RESOURCE_NOT_FOUND: 'Requested resource not found.',
    RESOURCE_UNAVAILABLE: 'Requested resource not available.',
    TRANSACTION_REJECTED: 'Transaction creation failed.',
    METHOD_NOT_SUPPORTED: 'Method is not implemented.',
    LIMIT_EXCEEDED: 'Request exceeds defined limit.',
    JSON_RPC_VERSION_NOT_SUPPORTED: 'Version of JSON-RPC protocol is not supported.',
    // Node errors recognised by message (SPEC §8)
    EXECUTION_REVERTED: 'Execution reverted.',
    FEE_CAP_TOO_HIGH: 'The fee cap (maxFeePerGas) is higher than the maximum allowed value.',
    FEE_CAP_TOO_LOW: 'The fee cap (maxFeePerGas) is lower than the block base fee.',
    NONCE_TOO_HIGH: 'Nonce provided for the transaction is higher than the next one expected.',
    NONCE_TOO_LOW:
      'Nonce provided for the transaction is lower than the current nonce of the account.',
    NONCE_MAX_VALUE: 'Nonce provided for the transaction has reached its maximum value.',
    INSUFFICIENT_FUNDS:
      'The total cost (gas * gas fee + value) exceeds the balance of the account.',
    INTRINSIC_GAS_TOO_HIGH:
      'The amount of gas provided for the transaction exceeds the block gas limit.',
    INTRINSIC_GAS_TOO_LOW: 'The amount of gas provided for the transaction is too low.',
    TRANSACTION_TYPE_NOT_SUPPORTED: 'Transaction type is not supported for this chain.',
  },

  /** Alerts (SPEC §8): a title (`shortMessage`) and an explanation (`longMessage`). */
  alerts: {
    NETWORK_NOT_FOUND: {
      shortMessage: 'Network Not Found',
      longMessage: 'The network must be included in the networks array of your configuration.',
    },
    ORIGIN_NOT_ALLOWED: {
      shortMessage: 'Invalid App Configuration',
      longMessage: 'This origin is not on the allowlist of your project. Add it to the allowlist.',
    },
    ANALYTICS_FORBIDDEN: {
      shortMessage: 'Invalid App Configuration',
      longMessage: 'The analytics service refused this app (403). Check your project settings.',
    },
    FRAME_LOAD_FAILED: {
      shortMessage: 'Invalid App Configuration',
      longMessage: 'The embedded wallet failed to load. Check its URL and your network.',
    },
    SESSION_EXPIRED: {
      shortMessage: 'Session Expired',
      longMessage: "Check your device's time settings, then reconnect.",
    },
    INVALID_PROJECT_ID: {
      shortMessage: 'Invalid Project ID',
      longMessage: 'The project ID is not valid. Check it in your configuration.',
    },
    PROJECT_ID_NOT_CONFIGURED: {
      shortMessage: 'Project ID Not Configured',
      longMessage: 'A project ID is required. Set projectId in your configuration.',
    },
    SOCIALS_TIMEOUT: {
      shortMessage: 'Social Login Timed Out',
      longMessage: 'The social login took too long and was stopped. Please try again.',
    },
  },

  /**
   * Toast texts that are not errors (SPEC §8). Error toasts show the error's text, e.g.
   * `errors.TRANSACTIONS_FETCH_FAILED`, `errors.SEND_TRANSACTION_FAILED` (Solana send),
   * `errors.SIGNATURE_DECLINED`.
   */
  toasts: {
    /** Success toast after a transaction was sent. */
    TRANSACTION_STARTED: 'Transaction started',
    /** Loading toast while a sign-in completes. */
    AUTHENTICATING: 'Authenticating...',
    /** Error toast when the modal closed on the wallet's recovery password form. */
    RECOVERY_CANCELLED:
      'Login cancelled: without your recovery password, the wallet cannot open on this device.',
  },

  /** Other texts shown in the modal (SPEC §6). */
  ui: {
    /** Shown instead of the refused RPC call's error, after `ERROR_MESSAGE_DELAY_MS`. */
    ACTION_NOT_ALLOWED: 'Action not allowed',
  },
} as const

/** The shape every translation of {@link en} must have: the same keys, any text. */
export type Messages = {
  readonly [Section in keyof typeof en]: {
    readonly [Key in keyof (typeof en)[Section]]: (typeof en)[Section][Key] extends string
      ? string
      : { readonly shortMessage: string; readonly longMessage: string }
  }
}

/** The codes of every {@link FoyerError}: the keys of the error section of the catalogue. */
export type FoyerErrorCode = keyof typeof en.errors

/** The keys of every alert (SPEC §8). */
export type AlertKey = keyof typeof en.alerts
