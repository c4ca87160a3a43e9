import { timingSafeEqual } from 'node:crypto'
import {
  afterWrongGuess,
  type CodeLimits,
  currentBudget,
  guessRefusal,
  type Refusal,
  sendRefusal,
} from '../auth/code-budget.js'
import { lockCodeBudget, saveCodeBudget } from './code-budgets.js'
import type { SqlClient } from './sql-client.js'

/** What a code is for; with `key`, it names the one live code. */
export type CodePurpose = 'login' | 'update-primary' | 'update-secondary' | 'step-up'

/** Result of asking for a new code. */
export type IssueResult = { issued: true } | { issued: false; refusal: Refusal }

/** Result of checking a code. */
export type CheckResult =
  | { status: 'ok'; recipient: string; payload: string | null }
  | { status: 'invalid' }
  | { status: 'expired' }
  | { status: 'refused'; refusal: Refusal }
  | { status: 'wrong-key' }

interface CodeRow {
  recipient: string
  code_hash: string
  payload: string | null
  attempts: number
  dpop_jkt: string | null
  created_at: string | number
  expires_at: string | number
  [column: string]: unknown
}

/**
 * One-time codes (stored only as hashes), with their cooldown, lifetime and attempt count, and
 * the recipient's budget (`auth/code-budget.ts`) checked in the same transaction.
 */
export class CodesStore {
  constructor(private readonly sql: SqlClient) {}

  /**
   * Replaces the live code of (purpose, key), unless the last one is younger than `cooldownMs`
   * or the recipient's budget refuses a new code: then the live code stays as it is (its
   * attempts are not reset).
   */
  issue(input: {
    purpose: CodePurpose
    key: string
    recipient: string
    codeHash: string
    payload: string | null
    /** The frame key that alone may redeem the code (login codes). */
    dpopJkt: string | null
    now: number
    ttlMs: number
    cooldownMs: number
    limits: CodeLimits
  }): Promise<IssueResult> {
    return this.sql.transaction(async (tx) => {
      const rows = await tx.query<CodeRow>(
        'select * from one_time_codes where purpose = $1 and key = $2 for update',
        [input.purpose, input.key],
      )
      const previous = rows[0]
      if (previous) {
        const wait = Number(previous.created_at) + input.cooldownMs - input.now
        if (wait > 0) return { issued: false, refusal: { kind: 'wait', retryAfterMs: wait } }
      }
      const budget = currentBudget(await lockCodeBudget(tx, input.recipient, input.now), input.now)
      const refusal = sendRefusal(budget, input.limits)
      if (refusal) return { issued: false, refusal }
      await saveCodeBudget(tx, { ...budget, sentCount: budget.sentCount + 1 })
      await tx.query(
        `insert into one_time_codes
           (purpose, key, recipient, code_hash, payload, attempts, created_at, expires_at, dpop_jkt)
         values ($1, $2, $3, $4, $5, 0, $6, $7, $8)
         on conflict (purpose, key) do update set recipient = excluded.recipient,
           code_hash = excluded.code_hash, payload = excluded.payload, attempts = 0,
           created_at = excluded.created_at, expires_at = excluded.expires_at,
           dpop_jkt = excluded.dpop_jkt`,
        [
          input.purpose,
          input.key,
          input.recipient,
          input.codeHash,
          input.payload,
          input.now,
          input.now + input.ttlMs,
          input.dpopJkt,
        ],
      )
      return { issued: true }
    })
  }

  /** Whether (purpose, key) has a live, unused code issued to the frame key `dpopJkt`. */
  async hasLiveCode(input: {
    purpose: CodePurpose
    key: string
    dpopJkt: string
    now: number
    maxAttempts: number
  }): Promise<boolean> {
    const rows = await this.sql.query(
      `select 1 from one_time_codes where purpose = $1 and key = $2 and dpop_jkt = $3
         and expires_at > $4 and attempts < $5 and code_hash <> ''`,
      [input.purpose, input.key, input.dpopJkt, input.now, input.maxAttempts],
    )
    return rows.length > 0
  }

  /** Drops the live code of (purpose, key): a code that could not be mailed sets no cooldown. */
  async discard(purpose: CodePurpose, key: string): Promise<void> {
    await this.sql.query('delete from one_time_codes where purpose = $1 and key = $2', [
      purpose,
      key,
    ])
  }

  /**
   * Checks `codeHash` against the live code. A match consumes the code; a miss counts an
   * attempt, and once `maxAttempts` misses are counted the code is dead ('expired'). A
   * proof key other than the one the code was issued to ('wrong-key') changes nothing: the
   * code is neither compared nor counted.
   * A miss also spends the recipient's budget; while it refuses ('refused': a wait, or the
   * day's cap) no guess is compared.
   */
  check(input: {
    purpose: CodePurpose
    key: string
    codeHash: string
    dpopJkt: string | null
    now: number
    maxAttempts: number
    limits: CodeLimits
  }): Promise<CheckResult> {
    return this.sql.transaction(async (tx) => {
      const rows = await tx.query<CodeRow>(
        'select * from one_time_codes where purpose = $1 and key = $2 for update',
        [input.purpose, input.key],
      )
      const row = rows[0]
      if (!row || Number(row.expires_at) <= input.now || row.attempts >= input.maxAttempts) {
        return { status: 'expired' }
      }
      if (row.dpop_jkt !== input.dpopJkt) return { status: 'wrong-key' }
      const budget = currentBudget(await lockCodeBudget(tx, row.recipient, input.now), input.now)
      const refusal = guessRefusal(budget, input.limits, input.now)
      if (refusal) return { status: 'refused', refusal }
      if (!sameHash(row.code_hash, input.codeHash)) {
        await tx.query(
          'update one_time_codes set attempts = attempts + 1 where purpose = $1 and key = $2',
          [input.purpose, input.key],
        )
        await saveCodeBudget(tx, afterWrongGuess(budget, input.now))
        return { status: 'invalid' }
      }
      await saveCodeBudget(tx, budget)
      // Consumed, but kept (with no usable hash) so the cooldown still counts from it.
      await tx.query(
        `update one_time_codes set code_hash = '', attempts = $3 where purpose = $1 and key = $2`,
        [input.purpose, input.key, input.maxAttempts],
      )
      return { status: 'ok', recipient: row.recipient, payload: row.payload }
    })
  }
}

function sameHash(stored: string, given: string): boolean {
  const a = Buffer.from(stored, 'utf8')
  const b = Buffer.from(given, 'utf8')
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b)
}
