import { Secret, TOTP } from 'otpauth'
import type { AuthContext } from '../api/context.js'
import { HttpError } from '../http/http-error.js'
import type { UserRecord } from '../storage/users-store.js'

/**
 * Authenticator-app codes (TOTP, RFC 6238, through `otpauth`) as a second factor for users
 * without a passkey. The secret is made here, stored only under the recovery cipher (bound to
 * the user id), and leaves the service once, as the `otpauth://` URI the frame draws as a QR
 * code. A code is accepted once: its time step must be later than the last one used. Wrong
 * codes are counted per user: {@link TOTP_MAX_FAILURES} per {@link TOTP_FAILURE_WINDOW_MS}.
 */

/** Codes of the step before and after also pass (clock drift of the phone). */
const DRIFT_STEPS = 1
const PERIOD_SECONDS = 30
/** Wrong codes allowed per user and window before every code is refused until it ends. */
export const TOTP_MAX_FAILURES = 5
export const TOTP_FAILURE_WINDOW_MS = 15 * 60_000

/** The answers of a refused code. */
export const TOTP_WRONG = 'This code is not right: check the app and try again'
export const TOTP_LOCKED = 'Too many wrong codes: try again in 15 minutes'
export const TOTP_NONE = 'Set up an authenticator app first'

/** The issuer an authenticator app shows beside the account. */
const ISSUER = 'Foyer wallet'

/** AAD of the stored secret: distinct from the recovery share's (the user id alone). */
const secretContext = (userId: string) => `totp:${userId}`

function totpOf(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  })
}

const labelOf = (user: UserRecord) => user.email ?? user.username ?? 'Wallet'

/**
 * Makes a new secret for `user` (replacing one not yet confirmed) and answers its
 * `otpauth://` URI. 409 when a confirmed one exists (removing it is not offered).
 */
export async function beginTotp(context: AuthContext, user: UserRecord): Promise<string> {
  const secret = new Secret({ size: 20 }).base32
  const stored = context.cipher.encrypt(secret, secretContext(user.id))
  if (!(await context.storage.totp.begin(user.id, stored))) {
    throw new HttpError(409, 'An authenticator app is already set up')
  }
  return totpOf(secret, labelOf(user)).toString()
}

/**
 * Checks `code` against the user's secret (confirming it on first use): resolves when it is
 * right and its time step was not used yet; 400/403/429 otherwise.
 */
export async function checkTotp(
  context: AuthContext,
  user: UserRecord,
  code: string,
  expect: { confirmed: boolean },
): Promise<void> {
  const record = await context.storage.totp.byUser(user.id)
  if (!record || (expect.confirmed && record.confirmedAt === null)) {
    throw new HttpError(409, TOTP_NONE)
  }
  const now = context.now()
  const windowOpen = now - record.failureWindowStart < TOTP_FAILURE_WINDOW_MS
  if (windowOpen && record.failures >= TOTP_MAX_FAILURES) throw new HttpError(429, TOTP_LOCKED)
  const secret = context.cipher.decrypt(record.encryptedSecret, secretContext(user.id))
  const delta = totpOf(secret, labelOf(user)).validate({
    token: code,
    timestamp: now,
    window: DRIFT_STEPS,
  })
  const step = Math.floor(now / 1000 / PERIOD_SECONDS) + (delta ?? 0)
  if (delta === null || !(await context.storage.totp.useStep(user.id, step, now))) {
    await context.storage.totp.recordFailure(user.id, now, !windowOpen)
    throw new HttpError(400, TOTP_WRONG)
  }
}
