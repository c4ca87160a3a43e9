/** Switchable features of the modal (SPEC §1). */
export interface Features {
  swaps: boolean
  onramp: boolean
  receive: boolean
  send: boolean
  email: boolean
  history: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  collapseWallets: boolean
}

/**
 * Feature defaults (SPEC §1): swaps, onramp, receive, send, email, history, analytics and
 * all wallets on; legal checkbox, smart sessions and collapse wallets off.
 */
export const DEFAULT_FEATURES: Readonly<Features> = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
}

/** Optional feature modules, loaded only when enabled (SPEC §1). */
export const OPTIONAL_FEATURE_MODULES = [
  'email',
  'socials',
  'swaps',
  'send',
  'receive',
  'onramp',
  'history',
] as const

/** An optional feature module. */
export type FeatureModule = (typeof OPTIONAL_FEATURE_MODULES)[number]

/** A way to connect offered on the Connect view. */
export type ConnectMethod = 'email' | 'social' | 'wallet'

/** Default order of the connect methods: email, social, wallet (SPEC §1). */
export const DEFAULT_CONNECT_METHOD_ORDER: readonly ConnectMethod[] = ['email', 'social', 'wallet']

/** Social logins offered by default, in SPEC §1 order. */
export const DEFAULT_SOCIAL_LOGINS = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const

/** A social login option (the providers plus Farcaster). */
export type SocialLogin = (typeof DEFAULT_SOCIAL_LOGINS)[number]
