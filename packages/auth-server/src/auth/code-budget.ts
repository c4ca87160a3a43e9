/**
 * The per-email budget of one-time codes (issue 29): how many codes may be sent, and how many
 * wrong guesses may be made across all codes, before the address is refused. Pure rules over a
 * {@link CodeBudget}; the row lives in the database (`storage/code-budgets.ts`) so every server
 * instance counts the same guesses.
 */

/** One hour: the window of codes sent. */
export const SEND_WINDOW_MS = 60 * 60_000
/** One day: the window of wrong guesses. */
export const FAILURE_WINDOW_MS = 24 * 60 * 60_000
/** Wrong guesses answered at once (one code's worth); each later one waits longer. */
export const FREE_FAILURES = 5
/** The longest wait between two guesses. */
export const MAX_GUESS_DELAY_MS = 15 * 60_000

/** The limits of one email address. */
export interface CodeLimits {
  /** Codes sent per hour (default 10). */
  sendsPerHour: number
  /** Wrong guesses per day, across codes (default 20). */
  failuresPerDay: number
  /** How long a new code for the same recipient is refused after one was sent (default 30 s). */
  cooldownMs: number
}

/** What the database keeps per email address. */
export interface CodeBudget {
  email: string
  sentWindowStart: number
  sentCount: number
  failureWindowStart: number
  failures: number
  /** No guess is checked before this time (the growing delay). */
  nextGuessAt: number
}

/** Why a send or a guess is refused: a wait, or the cap of the window. */
export type Refusal = { kind: 'wait'; retryAfterMs: number } | { kind: 'capped' }

/** The budget with windows that have passed started afresh. */
export function currentBudget(budget: CodeBudget, now: number): CodeBudget {
  const next = { ...budget }
  if (now - next.sentWindowStart >= SEND_WINDOW_MS) {
    next.sentWindowStart = now
    next.sentCount = 0
  }
  if (now - next.failureWindowStart >= FAILURE_WINDOW_MS) {
    next.failureWindowStart = now
    next.failures = 0
    next.nextGuessAt = 0
  }
  return next
}

/**
 * Why no new code may be sent now, or undefined. Past the hourly count, or once the day's
 * wrong guesses are spent (a new code must not buy new guesses).
 */
export function sendRefusal(budget: CodeBudget, limits: CodeLimits): Refusal | undefined {
  if (budget.sentCount >= limits.sendsPerHour) return { kind: 'capped' }
  if (budget.failures >= limits.failuresPerDay) return { kind: 'capped' }
  return undefined
}

/** Why no guess may be checked now, or undefined. */
export function guessRefusal(
  budget: CodeBudget,
  limits: CodeLimits,
  now: number,
): Refusal | undefined {
  if (budget.failures >= limits.failuresPerDay) return { kind: 'capped' }
  if (budget.nextGuessAt > now) return { kind: 'wait', retryAfterMs: budget.nextGuessAt - now }
  return undefined
}

/** The budget after a wrong guess: one more failure, and past the free ones a doubling wait. */
export function afterWrongGuess(budget: CodeBudget, now: number): CodeBudget {
  const failures = budget.failures + 1
  const delay =
    failures <= FREE_FAILURES
      ? 0
      : Math.min(MAX_GUESS_DELAY_MS, 1000 * 2 ** (failures - FREE_FAILURES))
  // No wait within the free failures (an earlier wait, if any, stands): instances whose clocks
  // differ slightly must not refuse each other's next guess.
  return { ...budget, failures, nextGuessAt: delay > 0 ? now + delay : budget.nextGuessAt }
}
