import { timingSafeEqual } from 'node:crypto'
import type { SqlClient } from './sql-client.js'

/** What a code is for; with `key`, it names the one live code. */
export type CodePurpose = 'login' | 'update-primary' | 'update-secondary'

/** Result of asking for a new code. */
export type IssueResult = { issued: true } | { issued: false; retryAfterMs: number }

/** Result of checking a code. */
export type CheckResult =
  | { status: 'ok'; recipient: string; payload: string | null }
  | { status: 'invalid' }
  | { status: 'expired' }
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

/** One-time codes (stored only as hashes), with their cooldown, lifetime and attempt count. */
export class CodesStore {
  constructor(private readonly sql: SqlClient) {}

  /** Replaces the live code of (purpose, key), unless the last one is younger than `cooldownMs`. */
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
  }): Promise<IssueResult> {
    return this.sql.transaction(async (tx) => {
      const rows = await tx.query<CodeRow>(
        'select * from one_time_codes where purpose = $1 and key = $2 for update',
        [input.purpose, input.key],
      )
      const previous = rows[0]
      if (previous) {
        const wait = Number(previous.created_at) + input.cooldownMs - input.now
        if (wait > 0) return { issued: false, retryAfterMs: wait }
      }
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
   */
  check(input: {
    purpose: CodePurpose
    key: string
    codeHash: string
    dpopJkt: string | null
    now: number
    maxAttempts: number
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
      if (!sameHash(row.code_hash, input.codeHash)) {
        await tx.query(
          'update one_time_codes set attempts = attempts + 1 where purpose = $1 and key = $2',
          [input.purpose, input.key],
        )
        return { status: 'invalid' }
      }
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
