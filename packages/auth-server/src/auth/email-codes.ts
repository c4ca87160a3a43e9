import type { AuthContext } from '../api/context.js'
import { HttpError, tooManyRequests } from '../http/http-error.js'
import type { CodePurpose } from '../storage/codes-store.js'
import type { Refusal } from './code-budget.js'
import { wrongProofKey } from './dpop.js'
import type { MailPurpose } from './mailer.js'
import { hashCode, newSixDigitCode } from './one-time-code.js'

/** A code lives 10 minutes. */
export const CODE_TTL_MS = 10 * 60_000
/** By default a new code for the same recipient is refused for 30 s (SPEC §9). */
export const CODE_COOLDOWN_MS = 30_000
/** Wrong answers allowed per code. */
export const CODE_MAX_ATTEMPTS = 5

/** SPEC §8: the cooldown message, N = whole seconds left (never 0 while refused). */
export function cooldownMessage(retryAfterMs: number): string {
  return `Please try again after ${Math.max(1, Math.ceil(retryAfterMs / 1000))} seconds`
}

/** 429: SPEC's cooldown message for a wait, else 'Too many requests, please try again later'. */
export function refused(refusal: Refusal): HttpError {
  return refusal.kind === 'wait'
    ? new HttpError(429, cooldownMessage(refusal.retryAfterMs))
    : tooManyRequests()
}

function mailPurpose(purpose: CodePurpose): MailPurpose {
  if (purpose === 'login' || purpose === 'step-up') return purpose
  return 'update'
}

/**
 * Makes a code for (purpose, key) and mails it to `recipient`: refused within the cooldown
 * (429 with SPEC's message), past the recipient's hourly count or once its wrong guesses of
 * the day are spent (429). A refused request leaves the live code as it was.
 */
export async function sendCode(context: AuthContext, input: CodeRequest): Promise<void> {
  const sent = await trySendCode(context, input)
  if (!sent.sent) throw refused({ kind: 'wait', retryAfterMs: sent.retryAfterMs })
}

/** What a code is for, for whom, and where it goes. */
export interface CodeRequest {
  purpose: CodePurpose
  key: string
  recipient: string
  payload?: string
  /** Login codes: the frame key that alone may redeem it. */
  dpopJkt?: string
}

/**
 * {@link sendCode}, except that within the cooldown it answers how long to wait instead of
 * refusing (the verify-device poll sends the code as soon as the cooldown allows).
 */
export async function trySendCode(
  context: AuthContext,
  input: CodeRequest,
): Promise<{ sent: true } | { sent: false; retryAfterMs: number }> {
  const code = newSixDigitCode()
  const now = context.now()
  const scope = `${input.purpose}:${input.key}`
  const stored = await context.storage.codes.issue({
    purpose: input.purpose,
    key: input.key,
    recipient: input.recipient,
    codeHash: hashCode(context.pepper, scope, code),
    payload: input.payload ?? null,
    dpopJkt: input.dpopJkt ?? null,
    now,
    ttlMs: CODE_TTL_MS,
    cooldownMs: context.codeLimits.cooldownMs,
    limits: context.codeLimits,
  })
  if (!stored.issued) {
    if (stored.refusal.kind === 'wait') {
      return { sent: false, retryAfterMs: stored.refusal.retryAfterMs }
    }
    throw refused(stored.refusal)
  }
  try {
    await context.mailer.sendCode(input.recipient, code, mailPurpose(input.purpose))
  } catch (error) {
    await context.storage.codes.discard(input.purpose, input.key)
    context.log(
      `mail to ${input.recipient} failed: ${error instanceof Error ? error.message : error}`,
    )
    throw new HttpError(502, 'The email could not be sent, please try again')
  }
  return { sent: true }
}

/**
 * Checks a code: 400 'Invalid code', 400 'Code expired, request a new one', or 401 'Invalid
 * DPoP proof: …' when `dpopJkt` is not the key the code was issued to (nothing counted); 429
 * while the recipient's wrong guesses wait (growing delay) or are spent for the day.
 */
export async function checkCode(
  context: AuthContext,
  input: { purpose: CodePurpose; key: string; otp: string; dpopJkt?: string },
): Promise<{ recipient: string; payload: string | null }> {
  const result = await context.storage.codes.check({
    purpose: input.purpose,
    key: input.key,
    codeHash: hashCode(context.pepper, `${input.purpose}:${input.key}`, input.otp),
    dpopJkt: input.dpopJkt ?? null,
    now: context.now(),
    maxAttempts: CODE_MAX_ATTEMPTS,
    limits: context.codeLimits,
  })
  if (result.status === 'refused') throw refused(result.refusal)
  if (result.status === 'wrong-key') throw wrongProofKey()
  if (result.status === 'invalid') throw new HttpError(400, 'Invalid code')
  if (result.status === 'expired') throw new HttpError(400, 'Code expired, request a new one')
  return { recipient: result.recipient, payload: result.payload }
}
