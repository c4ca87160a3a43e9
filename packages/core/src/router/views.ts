/**
 * The modal's internal views (SPEC §2). The modal has no URL routes; these names are the
 * entries of its history stack. `EmailVerifyOtp` and `EmailVerifyDevice` are the email
 * login's code and device steps (SPEC §4); `ConnectingSocial` waits for a social login's popup;
 * `UpdateEmailWallet`, `UpdateEmailPrimaryOtp` and `UpdateEmailSecondaryOtp` are the email
 * update's steps (SPEC §4: primary OTP, then secondary OTP). `Networks` is the network picker the account views open;
 * `WalletSend` and `WalletReceive` are the send and receive features (SPEC §1);
 * `OnRampProviders` is the on-ramp feature (buy crypto through a provider's checkout).
 */
export type View =
  | 'Connect'
  | 'ConnectingExternal'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingSiwe'
  | 'ConnectingFarcaster'
  | 'EmailVerifyOtp'
  | 'EmailVerifyDevice'
  | 'ConnectingSocial'
  | 'UpdateEmailWallet'
  | 'UpdateEmailPrimaryOtp'
  | 'UpdateEmailSecondaryOtp'
  | 'SIWXSignMessage'
  | 'ApproveTransaction'
  | 'UnsupportedChain'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'Account'
  | 'AllWallets'
  | 'Swap'
  | 'Networks'
  | 'WalletSend'
  | 'WalletReceive'
  | 'OnRampProviders'

/** Every view, in SPEC order; handy for exhaustive tests and view registries. */
export const VIEWS: readonly View[] = [
  'Connect',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingSiwe',
  'ConnectingFarcaster',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'ConnectingSocial',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'SIWXSignMessage',
  'ApproveTransaction',
  'UnsupportedChain',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Account',
  'AllWallets',
  'Swap',
  'Networks',
  'WalletSend',
  'WalletReceive',
  'OnRampProviders',
]

/** The views on which a pending signature or approval waits (closing may be blocked there). */
export const SIGN_VIEWS: readonly View[] = [
  'ConnectingSiwe',
  'SIWXSignMessage',
  'ApproveTransaction',
]
