/** Ways to connect, in the order the Connect view lists them (SPEC §1). */
export type ConnectMethod = 'email' | 'social' | 'wallet'

/** Social login providers (SPEC §1). */
export type SocialProvider =
  | 'google'
  | 'x'
  | 'discord'
  | 'farcaster'
  | 'github'
  | 'apple'
  | 'facebook'

/** Optional features of the modal (SPEC §1). */
export interface Features {
  swaps: boolean
  onramp: boolean
  receive: boolean
  send: boolean
  /** Email login through the embedded wallet. */
  email: boolean
  /** Social logins offered, in order; empty for none. */
  socials: readonly SocialProvider[]
  /** Activity (transaction history). */
  history: boolean
  analytics: boolean
  /** The AllWallets view (the whole wallet directory). */
  allWallets: boolean
  /** Terms and privacy checkbox before connecting. */
  legalCheckbox: boolean
  smartSessions: boolean
  /** Show wallets behind one button instead of listing them. */
  collapseWallets: boolean
  connectMethodsOrder: readonly ConnectMethod[]
}

/** SPEC §1 defaults: everything on but the legal checkbox, smart sessions and collapsed wallets. */
export const DEFAULT_FEATURES: Readonly<Features> = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  connectMethodsOrder: ['email', 'social', 'wallet'],
}
