import { FAILURE_WINDOW_MS, SEND_WINDOW_MS } from '../auth/code-budget.js'
import type { SqlExecutor } from './sql-client.js'

/** How many rows one sweep removed, per table. */
export interface SweepCounts {
  codes: number
  socialStates: number
  loginCodes: number
  codeBudgets: number
  passkeyChallenges: number
  stepUpGrants: number
  deviceConfirmations: number
}

/**
 * Deletes what can no longer be used: expired one-time codes, social states, login codes and
 * passkey challenges, step-up proofs and device confirmation links,
 * and code budgets whose windows have both passed (an absent budget is a fresh one).
 */
export async function sweepExpired(sql: SqlExecutor, now: number): Promise<SweepCounts> {
  const count = async (statement: string, params: unknown[]) =>
    (await sql.query(`${statement} returning 1`, params)).length
  return {
    codes: await count('delete from one_time_codes where expires_at <= $1', [now]),
    socialStates: await count('delete from social_states where expires_at <= $1', [now]),
    loginCodes: await count('delete from login_codes where expires_at <= $1', [now]),
    codeBudgets: await count(
      'delete from code_budgets where sent_window_start <= $1 and failure_window_start <= $2',
      [now - SEND_WINDOW_MS, now - FAILURE_WINDOW_MS],
    ),
    passkeyChallenges: await count('delete from passkey_challenges where expires_at <= $1', [now]),
    stepUpGrants: await count('delete from step_up_grants where expires_at <= $1', [now]),
    deviceConfirmations: await count('delete from device_confirmations where expires_at <= $1', [
      now,
    ]),
  }
}
