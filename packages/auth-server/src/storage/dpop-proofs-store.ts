import type { SqlClient } from './sql-client.js'

/** Expired proof ids are swept at most this often (per instance). */
const SWEEP_EVERY_MS = 60_000

/**
 * The DPoP replay cache: every proof id (`jti`) accepted while its proof could still be
 * fresh. It lives in the database so every instance of the service refuses a replay.
 */
export class DpopProofsStore {
  private lastSweep = 0

  constructor(private readonly sql: SqlClient) {}

  /** Records `jti` until `expiresAt`; false when it was already recorded (a replay). */
  async remember(jti: string, expiresAt: number, now: number): Promise<boolean> {
    if (now - this.lastSweep >= SWEEP_EVERY_MS) {
      this.lastSweep = now
      await this.sql.query('delete from dpop_proofs where expires_at <= $1', [now])
    }
    const rows = await this.sql.query<{ jti: string }>(
      'insert into dpop_proofs (jti, expires_at) values ($1, $2) on conflict (jti) do nothing returning jti',
      [jti, expiresAt],
    )
    return rows.length === 1
  }
}
