// @foyer/core: the framework-agnostic client. Each section below is one folder of src/.

// Account: balances and their refresh, identity and names, signing, sending, the account
// type, the account store's updates
export { accountTypeOf, switchableAccounts } from './account/account-type.js'
export {
  BLOCK_REFRESH_MIN_INTERVAL_MS,
  refreshAfterTransaction,
  watchBalancesWhileOpen,
} from './account/balance-watch.js'
export { type AccountBalance, fetchBalance } from './account/fetch-balance.js'
export { fetchIdentity, isIdentityNetwork } from './account/fetch-identity.js'
export { fetchTokenBalances, keepDisplayableBalances } from './account/fetch-token-balances.js'
export { formatUnits } from './account/format-units.js'
export {
  loadPreferredAccountType,
  setPreferredAccountType,
} from './account/preferred-account-type.js'
export {
  describeRegistrationFailure,
  type NameRegistrationFailure,
  nameLabelOf,
  registerAccountName,
} from './account/register-name.js'
export { resolveName } from './account/resolve-name.js'
export { sendTransaction } from './account/send-transaction.js'
export { signMessage } from './account/sign-message.js'
export { resetAccountState, updateAccountState } from './account/update-account.js'
export { watchIdentity } from './account/watch-identity.js'

// The adapter contract: what a chain adapter implements and emits
export type {
  AccountType,
  AdapterAccount,
  AdapterAccountType,
  AdapterContext,
  AdapterEvent,
  Balance,
  Capability,
  Connector,
  ConnectorType,
  ConnectResult,
  FoyerAdapter,
  SignPsbtParams,
  SignPsbtResult,
  TransactionOutcome,
  TransactionRequest,
  WalletRequestHandoff,
} from './adapter/types.js'
export { hasCapability } from './adapter/types.js'

// Alerts: the banner at the top of the modal
export { hideAlert, showAlert, showAlertForError } from './alert/show-alert.js'

// Embedded wallet (the AUTH connector): email, social, Farcaster and passkey login, custody,
// devices, email update, smart account or EOA, the frame's language, approvals in the frame
export {
  completeAuthLogin,
  completeEmailLogin,
  connectEmail,
  emailResendSecondsLeft,
  verifyEmailDevice,
} from './auth/email-login.js'
export { getEmbeddedWalletStats } from './auth/embedded-wallet-stats.js'
export {
  connectFarcaster,
  FARCASTER_LOGIN_TIMEOUT_MS,
  onFarcasterStatus,
  showFarcasterQr,
} from './auth/farcaster-login.js'
export {
  type AuthConnector,
  embeddedWalletConfig,
  findAuthConnector,
  requireAuthConnector,
} from './auth/find-auth-connector.js'
export {
  addPasskey,
  connectPasskey,
  exportKey,
  type PasskeyPopup,
} from './auth/passkey-login.js'
export {
  embeddedLoginMethods,
  knownLoginMethods,
  prepareEmbeddedWallet,
} from './auth/prepare-embedded-wallet.js'
export { AUTH_INIT_TIMEOUT_MS, checkAuthSession, failAuthInit } from './auth/restore-auth.js'
export {
  type ConnectSocialOptions,
  connectSocial,
  type SocialLoginPopup,
} from './auth/social-login.js'
export { finishSocialReturn } from './auth/social-return.js'
export { addressMayCarrySocialReturn } from './auth/social-return-pending.js'
export {
  connectedAuthConnector,
  refreshEmbeddedAccount,
  switchAccountType,
} from './auth/switch-account-type.js'
export { EMAIL_WALLET_NAME, syncAuthUser } from './auth/sync-auth-user.js'
export type {
  ApprovalEvent,
  AuthConnectorFields,
  CustodyMode,
  EmailCodeInputOptions,
  EmailCodeStatus,
  EmailCodeStep,
  EmailLoginAction,
  EmbeddedAccountType,
  EmbeddedSolanaRequest,
  EmbeddedWalletAccount,
  EmbeddedWalletAuth,
  EmbeddedWalletConfig,
  EmbeddedWalletStats,
  EmbeddedWalletUser,
  FarcasterLoginStatus,
  FarcasterQrOptions,
  FrameDappData,
  FrameThemeSync,
  GetUserOptions,
  PasskeyMode,
  SocialReturn,
  WalletDevice,
  WalletDevices,
} from './auth/types.js'
export { completeUpdateEmail, updateEmail } from './auth/update-email.js'
export { watchApprovals } from './auth/watch-approvals.js'
export { type LocaleSource, watchLocaleSync } from './auth/watch-locale-sync.js'

// Data service contracts: balances, history, prices, swap and on-ramp
export {
  getOnrampClient,
  isOnrampOffered,
  type OnrampDataClient,
  type OnrampOptions,
  type OnrampOrder,
  type OnrampProviderInfo,
  type OnrampPurchase,
  type OnrampQuote,
} from './blockchain-data/onramp.js'
export type * from './blockchain-data/swap-types.js'
export type * from './blockchain-data/types.js'

// The client: creation, options, features, page metadata, settings, environment, restricted
// time zones, teardown
export { createFoyerClient } from './client/create-client.js'
export { destroyClient } from './client/destroy-client.js'
export { detectMobile } from './client/environment.js'
export { type ClientFeatures, DEFAULT_CLIENT_FEATURES } from './client/features.js'
export { type DappMetadata, type FullDappMetadata, readPageMetadata } from './client/metadata.js'
export { clientOptionsSchema, type FoyerClientOptions, type ServiceUrls } from './client/options.js'
export {
  currentTimeZone,
  DEFAULT_RESTRICTED_TIME_ZONES,
  isRestrictedTimeZone,
} from './client/restricted-time-zones.js'
export {
  setBlockchainDataClient,
  setDirectoryClient,
  setSignInState,
  setThemeMode,
  setThemeVariables,
} from './client/settings.js'
export type { FoyerClient, FoyerStores, ResolvedClientOptions } from './client/types.js'

// Connections: connect, disconnect, adapter events, login data, recent wallets, start-up
export { handleAdapterEvent } from './connection/adapter-events.js'
export { type ConnectParams, connect } from './connection/connect.js'
export { type ConnectWalletParams, connectWallet } from './connection/connect-wallet.js'
export { disconnect } from './connection/disconnect.js'
export { clearLoginData } from './connection/login-data.js'
export { addRecentWallet, getRecentWallets } from './connection/recent-wallets.js'
export { resetConnections } from './connection/reset-connections.js'
export { startClient } from './connection/start-client.js'

// Wallet directory contracts and images
export { networkImageUrl, tokenImageUrl } from './directory/directory-images.js'
export type * from './directory/types.js'

// Events: the event bus, analytics, error reports
export { type AnalyticsPayload, analyticsPayload, isAnalyticsAllowed } from './events/analytics.js'
export type { FoyerEventBus } from './events/event-bus.js'
export {
  INTERNAL_ERROR_MESSAGE_LIMIT,
  isUnexpectedError,
  reportError,
} from './events/report-error.js'
export { trackEvent } from './events/track-event.js'
export type * from './events/types.js'

// Logging: the levelled logger, its buffer, a pino bridge
export {
  createLogger,
  type FoyerLogger,
  type LoggerOptions,
  type LogWriteOptions,
  type WritableLogLevel,
} from './logger/create-logger.js'
export { LogBuffer, type LogEntry } from './logger/log-buffer.js'
export { type PinoCompatibleLogger, toPinoLogger } from './logger/pino-logger.js'

// The modal: open, close, loading, shake, legal consent, requests waiting on it
export { closeModal, isCloseBlocked } from './modal/close-modal.js'
export { isLegalConsentGiven, setLegalAccepted } from './modal/legal-consent.js'
export { type OpenModalParams, openingView, openModal } from './modal/open-modal.js'
export { rejectPendingRequests, trackPendingRequest } from './modal/pending-requests.js'
export { setModalLoading } from './modal/set-loading.js'
export { shakeModal } from './modal/shake-modal.js'

// Namespaces: the chain family in use
export { getConnectedNamespaces, setActiveNamespace } from './namespace/set-active-namespace.js'

// Networks: add, remove, approve, switch; which have smart accounts
export {
  addNetwork,
  removeNetwork,
  setApprovedNetworks,
} from './network/manage-networks.js'
export { loadSmartAccountEnabledNetworks } from './network/smart-account-networks.js'
export { switchNetwork } from './network/switch-network.js'

// Router: the modal's views and its history
export { goBack } from './router/go-back.js'
export { pushView, replaceView, resetView } from './router/navigate.js'
export { returnToView } from './router/return-to-view.js'
export { showAccountAfterLogin } from './router/show-account-after-login.js'
export { popTransactionStack, pushTransactionStack } from './router/transaction-stack.js'
export { SIGN_VIEWS, VIEWS, type View } from './router/views.js'

// Selectors: values derived from the stores
export * from './selectors.js'

// Sign in with a wallet (SIWX, SPEC §4)
export { cancelSignIn } from './sign-in/cancel-sign-in.js'
export { checkSignIn, prepareSignIn } from './sign-in/check-sign-in.js'
export { signIn } from './sign-in/sign-in.js'
export { requireSiwx, signInView } from './sign-in/sign-in-context.js'
export type * from './sign-in/types.js'

// Server rendering: state kept in a cookie (Next.js and other SSR)
export {
  applyInitialState,
  cookieToInitialState,
  DEFAULT_STATE_COOKIE,
  type FoyerInitialState,
  parseInitialState,
  snapshotInitialState,
} from './ssr/initial-state.js'
export { type StateCookieOptions, watchStateCookie } from './ssr/state-cookie.js'

// Storage: backends, keys and cached values
export {
  createMemoryStorage,
  getDefaultStorageBackend,
  type StorageBackend,
} from './storage/backend.js'
export type {
  CacheName,
  CacheValue,
  RecentWallet,
  StorageKey,
  StorageValue,
} from './storage/schemas.js'
export type { FoyerStorage } from './storage/storage.js'

// State shapes of the stores (the toast's `ToastMessage`: a catalogue key, an error or text)
export type * from './store/account.js'
export type * from './store/alert.js'
export type * from './store/connectors.js'
export type * from './store/modal.js'
export type * from './store/network.js'
export type * from './store/router.js'
export type * from './store/send.js'
export type * from './store/sign-in.js'
export type * from './store/theme.js'
export type * from './store/toast.js'
export type * from './store/wallet-connect.js'

// Toasts: show one (a key or an error the views translate), hide it
export { hideToast, showToast } from './toast/show-toast.js'

// WalletConnect: the SDK's loader, the built-in connector, pairing, the shared session
export { importUniversalProvider } from './wallet-connect/import-universal-provider.js'
export {
  CORE_WALLETCONNECT_CONNECTOR_ID,
  isWalletConnectOnlyAdapter,
} from './wallet-connect/no-adapter/walletconnect-only-adapter.js'
export {
  clearWalletConnectUri,
  isPairingExpired,
  setWalletConnectError,
  setWalletConnectUri,
} from './wallet-connect/pairing.js'
export type {
  SharedWalletConnectSession,
  WalletConnectHub,
  WalletConnectProposalNamespace,
  WalletConnectSessionRequest,
} from './wallet-connect/session-hub.js'

// Headless wallet list (the Connect and All Wallets views' wallets, for custom UIs)
export { type ConnectWalletSources, connectWalletOptions } from './wallet-list/connect-order.js'
export {
  allConnectors,
  type ConnectionPlan,
  connectionPlan,
} from './wallet-list/connection-plan.js'
export { directoryFirstPage } from './wallet-list/directory-first-page.js'
export { directoryWalletOptions, requestWalletPage } from './wallet-list/directory-page.js'
export {
  recommendedExclusions,
  requestRecommendedWallets,
} from './wallet-list/recommended-wallets.js'
export { searchWallets } from './wallet-list/search-wallets.js'
export {
  createWalletConnection,
  type WalletConnection,
  type WalletConnectionState,
} from './wallet-list/wallet-connection.js'
export {
  createWalletList,
  type WalletList,
  type WalletListState,
} from './wallet-list/wallet-list.js'
export {
  directoryImageUrl,
  entryOption,
  isListedConnector,
  sameWallet,
  type WalletOption,
} from './wallet-list/wallet-option.js'
