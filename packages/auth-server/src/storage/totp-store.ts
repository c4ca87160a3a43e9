import type { SqlExecutor } from './sql-client.js'

/** A user's authenticator-app secret as stored: encrypted, confirmed once a code matched. */
export interface TotpRecord {
  userId: string
  /** The base32 secret under the recovery cipher (bound to the user id). */
  encryptedSecret: string
  /** When the user proved the app holds it (null: set up but not confirmed, not yet a factor). */
  confirmedAt: number | null
  /** The last time step whose code was accepted: a code answers once. */
  lastStep: number
  failureWindowStart: number
  failures: number
}

interface TotpRow {
  user_id: string
  encrypted_secret: string
  confirmed_at: string | number | null
  last_step: string | number
  failure_window_start: string | number
  failures: number
  [column: string]: unknown
}

const toRecord = (row: TotpRow): TotpRecord => ({
  userId: row.user_id,
  encryptedSecret: row.encrypted_secret,
  confirmedAt: row.confirmed_at === null ? null : Number(row.confirmed_at),
  lastStep: Number(row.last_step),
  failureWindowStart: Number(row.failure_window_start),
  failures: Number(row.failures),
})

/** TOTP (authenticator app) secrets, one per user. */
export class TotpStore {
  constructor(private readonly sql: SqlExecutor) {}

  async byUser(userId: string): Promise<TotpRecord | undefined> {
    const rows = await this.sql.query<TotpRow>('select * from totp_secrets where user_id = $1', [
      userId,
    ])
    return rows[0] && toRecord(rows[0])
  }

  /** Stores a new, unconfirmed secret (replacing an unconfirmed one); false when one is confirmed. */
  async begin(userId: string, encryptedSecret: string): Promise<boolean> {
    const rows = await this.sql.query(
      `insert into totp_secrets (user_id, encrypted_secret) values ($1, $2)
       on conflict (user_id) do update set encrypted_secret = excluded.encrypted_secret,
         last_step = 0, failures = 0, failure_window_start = 0
       where totp_secrets.confirmed_at is null
       returning 1`,
      [userId, encryptedSecret],
    )
    return rows.length === 1
  }

  /**
   * Records an accepted code of time step `step`: only if no code of that step or a later one
   * was accepted before (a replayed or raced code loses). Confirms the secret. False otherwise.
   */
  async useStep(userId: string, step: number, now: number): Promise<boolean> {
    const rows = await this.sql.query(
      `update totp_secrets set last_step = $2, failures = 0,
         confirmed_at = coalesce(confirmed_at, $3)
       where user_id = $1 and last_step < $2 returning 1`,
      [userId, step, now],
    )
    return rows.length === 1
  }

  /** Counts a wrong code in the window starting at `windowStart` (a new window restarts at 1). */
  async recordFailure(userId: string, windowStart: number, fresh: boolean): Promise<void> {
    await this.sql.query(
      fresh
        ? 'update totp_secrets set failures = 1, failure_window_start = $2 where user_id = $1'
        : 'update totp_secrets set failures = failures + 1 where user_id = $1',
      fresh ? [userId, windowStart] : [userId],
    )
  }
}
