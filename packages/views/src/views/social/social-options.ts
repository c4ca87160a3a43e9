import { SOCIAL_PROVIDERS, type SocialLogin } from '@foyer/common'
import { type FoyerClient, pushView } from '@foyer/core'
import { startSocialLogin } from './social-login-run.js'

/** What a social button on Connect does when clicked. */
export interface SocialOption {
  /**
   * Runs in the click handler itself (a popup must open before anything is awaited).
   */
  select(client: FoyerClient): void
  /** Whether it needs the embedded wallet's AUTH connector (the OAuth providers do). */
  needsAuthConnector: boolean
}

/**
 * The social logins Connect can offer, by login. The OAuth providers (SPEC §5: google, github,
 * apple, facebook, x, discord) log in through the embedded wallet's popup flow. Another
 * login (Farcaster) adds its own entry here; a login listed in `features.socials` without an
 * entry is not shown.
 */
export const SOCIAL_OPTIONS: Partial<Record<SocialLogin, SocialOption>> = {}

for (const provider of SOCIAL_PROVIDERS) {
  SOCIAL_OPTIONS[provider] = {
    select: (client) => startSocialLogin(client, provider),
    needsAuthConnector: true,
  }
}

/** Farcaster: Sign In With Farcaster through the embedded wallet (QR code and link). */
SOCIAL_OPTIONS.farcaster = {
  select: (client) => pushView(client, 'ConnectingFarcaster'),
  needsAuthConnector: true,
}

/**
 * The social logins to show, in the order of `features.socials`: those the embedded wallet can
 * log in with need its AUTH connector and must be among the logins its auth service has
 * `configured` (`'frame-default'`: the frame does not say, all are shown).
 */
export function visibleSocialLogins(
  client: FoyerClient,
  hasAuthConnector: boolean,
  configured: readonly SocialLogin[] | 'frame-default' = 'frame-default',
): SocialLogin[] {
  return client.options.features.socials.filter((login) => {
    const option = SOCIAL_OPTIONS[login]
    if (option === undefined) return false
    if (!option.needsAuthConnector) return true
    return hasAuthConnector && (configured === 'frame-default' || configured.includes(login))
  })
}
