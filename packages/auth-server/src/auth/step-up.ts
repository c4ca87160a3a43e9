import { createHash, randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { AuthContext } from '../api/context.js'
import { HttpError } from '../http/http-error.js'
import type { SessionFamily } from '../storage/sessions-store.js'
import type { StepUpMethod } from '../storage/step-up-store.js'
import type { UserRecord } from '../storage/users-store.js'

/**
 * Step-up (issue 30 item 5): the actions that can lose a user's money or account — revoking a
 * device, changing the email, reading the recovery share — need a fresh check of a second
 * factor the user holds (a passkey assertion, or a code of their authenticator app), not only
 * a session. A check that passed gives a step-up proof: a random token, single use, valid for
 * {@link STEP_UP_TTL_MS}, bound to the session family and the frame key (DPoP) that made it,
 * so a proof copied to another session or key, or replayed, opens nothing.
 */

/** A step-up proof must be used within 5 minutes of the check. */
export const STEP_UP_TTL_MS = 5 * 60_000

/** How long after a fresh login it stands in for a check (users without a second factor). */
export const FRESH_LOGIN_MS = 10 * 60_000

/** The actions that need a step-up. */
export type StepUpAction =
  | 'revoke-device'
  | 'update-email'
  | 'recovery-share'
  /** Adding a passkey or an authenticator app: else a stolen session adds its own factor. */
  | 'add-factor'
  /** Signing above the project's `stepUpAboveWei` (the frame redeems a proof first). */
  | 'sign-above-threshold'
  /** Showing the private key (the frame redeems a proof first; a fresh login is not enough). */
  | 'export-key'

/** Who is asking: the authenticated session. */
export interface StepUpHolder {
  user: UserRecord
  family: SessionFamily
  jkt: string
}

/** The answer when an action needs a check the request did not carry. */
export const STEP_UP_REQUIRED = 'Confirm it’s you with your passkey or authenticator app'
/** The answer when the proof is unknown, used, expired, or another session's or key's. */
export const STEP_UP_REFUSED = 'This confirmation has expired or was made elsewhere: confirm again'
/** The answer for a user without a second factor whose login is no longer fresh. */
export const LOGIN_AGAIN = 'Log in again to confirm it’s you'

/** The request header a step-up proof travels in. */
export const STEP_UP_HEADER = 'foyer-step-up'

/** The step-up proof `req` carries, if any (a malformed one is refused). */
export function stepUpProof(req: IncomingMessage): string | undefined {
  const value = req.headers[STEP_UP_HEADER]
  if (value === undefined) return undefined
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(value)) {
    throw new HttpError(403, STEP_UP_REFUSED)
  }
  return value
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')

/** The answer when a user with a second factor asks for an emailed code instead. */
export const USE_SECOND_FACTOR = 'Confirm it’s you with your passkey or authenticator app instead'

/** The second factors `userId` can step up with (a TOTP counts once confirmed). */
export async function stepUpMethods(context: AuthContext, userId: string): Promise<StepUpMethod[]> {
  const [passkeys, totp] = await Promise.all([
    context.storage.passkeys.byUser(userId),
    context.storage.totp.byUser(userId),
  ])
  const methods: StepUpMethod[] = []
  if (passkeys.length > 0) methods.push('passkey')
  if (totp?.confirmedAt != null) methods.push('totp')
  return methods
}

/** Issues a step-up proof for the session that just passed a `method` check. */
export async function grantStepUp(
  context: AuthContext,
  holder: StepUpHolder,
  method: StepUpMethod,
): Promise<{ stepUpToken: string; expiresAt: number }> {
  const stepUpToken = randomBytes(32).toString('base64url')
  const expiresAt = context.now() + STEP_UP_TTL_MS
  await context.storage.stepUps.add({
    tokenHash: hashToken(stepUpToken),
    userId: holder.user.id,
    familyId: holder.family.id,
    dpopJkt: holder.jkt,
    method,
    expiresAt,
  })
  return { stepUpToken, expiresAt }
}

/**
 * The emailed code is the step-up of a user without a second factor only: a user with a passkey
 * or an authenticator app must use it, or whoever reads their inbox would bypass it. Throws 403.
 */
export async function requireNoSecondFactor(context: AuthContext, userId: string): Promise<void> {
  if ((await stepUpMethods(context, userId)).length > 0) {
    throw new HttpError(403, USE_SECOND_FACTOR)
  }
}

/**
 * Lets an action that always needs a check (`sign-above-threshold`, `export-key`) through once
 * with this session's proof; without one, 403 even right after a login.
 */
export async function redeemStepUp(
  context: AuthContext,
  holder: StepUpHolder,
  action: 'sign-above-threshold' | 'export-key',
  req: IncomingMessage,
): Promise<void> {
  if (stepUpProof(req) === undefined) throw new HttpError(403, STEP_UP_REQUIRED)
  await requireStepUp(context, holder, action, req)
}

/**
 * Lets `action` through, or throws 403. A proof in the `Foyer-Step-Up` header is redeemed (once) when it is this session's
 * and this key's. Without one:
 * - a user with a second factor is refused, except for the recovery share right after a
 *   passkey login (that login was the passkey check, bound to this session and key);
 * - a user without one (nothing to ask) passes with a login of the last 10 minutes, and for
 *   the email change with the code sent to the current address, which that flow asks anyway.
 */
export async function requireStepUp(
  context: AuthContext,
  holder: StepUpHolder,
  action: StepUpAction,
  req: IncomingMessage,
): Promise<void> {
  const proof = stepUpProof(req)
  if (proof !== undefined) {
    const taken = await context.storage.stepUps.take(
      hashToken(proof),
      { userId: holder.user.id, familyId: holder.family.id, dpopJkt: holder.jkt },
      context.now(),
    )
    if (!taken) throw new HttpError(403, STEP_UP_REFUSED)
    return
  }
  const fresh = context.now() - holder.family.authTime <= FRESH_LOGIN_MS
  const methods = await stepUpMethods(context, holder.user.id)
  if (methods.length > 0) {
    if (action === 'recovery-share' && fresh && holder.family.loginMethod === 'passkey') return
    throw new HttpError(403, STEP_UP_REQUIRED)
  }
  if (action === 'update-email' || fresh) return
  throw new HttpError(403, LOGIN_AGAIN)
}
