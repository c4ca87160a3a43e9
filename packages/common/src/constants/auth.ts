/** After an email login code is requested, a new one is refused for this long (SPEC §4, §9: 30 s). */
export const EMAIL_LOGIN_COOLDOWN_MS = 30 * 1000

/** Social-login and email-connect events time out and abort after this long (SPEC §9). */
export const AUTH_EVENT_TIMEOUT_MS = 30_000

/**
 * Whole seconds left before another email login code may be requested, for 'Please try
 * again after {seconds} seconds'; 0 when allowed now.
 */
export function emailCooldownSecondsLeft(lastRequestAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((lastRequestAtMs + EMAIL_LOGIN_COOLDOWN_MS - nowMs) / 1000))
}
