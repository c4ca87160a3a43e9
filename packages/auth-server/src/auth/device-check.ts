import type { AuthContext } from '../api/context.js'
import { HttpError } from '../http/http-error.js'
import type { UserRecord } from '../storage/users-store.js'
import { CODE_TTL_MS, refused } from './email-codes.js'
import { hashCode, newToken } from './one-time-code.js'

/**
 * Verify device (SPEC §4: connect email → verify device or verify OTP → connect). An email
 * login of a known user from a frame key (browser) the user has never logged in from first
 * needs a single-use link, mailed to the address, that confirms THAT key; only then is the
 * login code sent to it. The link names no key and carries none: it marks the stored key as
 * confirmed, so the browser that opens it (the mail app's) gains nothing.
 */

/** A confirmation link lives as long as a login code. */
export const DEVICE_LINK_TTL_MS = CODE_TTL_MS

/** 403 when a frame key that was never confirmed tries to finish a known user's login. */
export const DEVICE_NOT_CONFIRMED = 'Confirm this device from the email first'

/** The path the mailed link opens (GET: a page with a confirm button; POST: confirms). */
export const DEVICE_CONFIRM_PATH = '/v1/email/device/confirm'

/**
 * Whether this login needs the verify-device step: the email's user exists in the project and
 * has never logged in with the frame key `jkt`. A first-ever login (no user with this email
 * yet) has none: no wallet or share exists to protect, the emailed code itself proves the
 * address, and the browser that finishes it becomes the user's first known device.
 */
export async function needsDeviceCheck(
  context: AuthContext,
  user: UserRecord | undefined,
  jkt: string,
): Promise<boolean> {
  return user !== undefined && !(await context.storage.devices.isKnown(user.id, jkt))
}

/** The stored form of a link's token (a keyed hash: the database never holds a usable link). */
export function deviceTokenHash(context: AuthContext, token: string): string {
  return hashCode(context.pepper, 'device-link', token)
}

/**
 * Mails `email` a link confirming the frame key `jkt` for `user` in `projectId`. Refused
 * within the cooldown (429 'Please try again after N seconds') or past the address's hourly
 * budget, which it shares with the login codes; 502 when the mail cannot be sent. The link is
 * never logged.
 */
export async function sendDeviceLink(
  context: AuthContext,
  input: { projectId: string; user: UserRecord; email: string; jkt: string },
): Promise<void> {
  const token = newToken()
  const tokenHash = deviceTokenHash(context, token)
  const stored = await context.storage.devices.issue({
    tokenHash,
    projectId: input.projectId,
    userId: input.user.id,
    email: input.email,
    jkt: input.jkt,
    now: context.now(),
    ttlMs: DEVICE_LINK_TTL_MS,
    cooldownMs: context.codeLimits.cooldownMs,
    limits: context.codeLimits,
  })
  if (!stored.issued) throw refused(stored.refusal)
  const link = `${context.publicUrl()}${DEVICE_CONFIRM_PATH}?${new URLSearchParams({ token })}`
  try {
    await context.mailer.sendDeviceLink(input.email, link)
  } catch (error) {
    await context.storage.devices.discard(tokenHash)
    context.log(`mail to ${input.email} failed: ${error instanceof Error ? error.message : error}`)
    throw new HttpError(502, 'The email could not be sent, please try again')
  }
}
