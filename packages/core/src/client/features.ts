import {
  type ConnectMethod,
  DEFAULT_CONNECT_METHOD_ORDER,
  DEFAULT_FEATURES,
  DEFAULT_SOCIAL_LOGINS,
  type Features,
  type SocialLogin,
} from '@foyer/common'

/**
 * The features of a client (SPEC §1): the switchable features of `@foyer/common`, the social
 * logins offered and the order of the connect methods.
 */
export interface ClientFeatures extends Features {
  /** Social logins offered, in order; empty for none. */
  socials: readonly SocialLogin[]
  connectMethodsOrder: readonly ConnectMethod[]
}

/**
 * SPEC §1 defaults: everything on but the legal checkbox, smart sessions and collapsed
 * wallets; every social login; connect methods email, social, wallet.
 */
export const DEFAULT_CLIENT_FEATURES: Readonly<ClientFeatures> = {
  ...DEFAULT_FEATURES,
  socials: DEFAULT_SOCIAL_LOGINS,
  connectMethodsOrder: DEFAULT_CONNECT_METHOD_ORDER,
}
