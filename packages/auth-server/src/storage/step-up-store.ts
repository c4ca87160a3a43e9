import type { SqlExecutor } from './sql-client.js'

/**
 * How a step-up was proved: a passkey, an authenticator-app code, or (users with neither) a
 * code sent to the account's email.
 */
export type StepUpMethod = 'passkey' | 'totp' | 'email'

/** A stored step-up proof: whose, for which session family and frame key, until when. */
export interface StepUpGrant {
  /** SHA-256 of the proof token (the token itself is never stored). */
  tokenHash: string
  userId: string
  familyId: string
  /** Thumbprint of the frame's DPoP key that proved the check. */
  dpopJkt: string
  method: StepUpMethod
  expiresAt: number
}

interface GrantRow {
  user_id: string
  method: string
  expires_at: string | number
  [column: string]: unknown
}

/** Step-up proofs: issued after a fresh passkey or TOTP check, each redeemed at most once. */
export class StepUpStore {
  constructor(private readonly sql: SqlExecutor) {}

  async add(grant: StepUpGrant): Promise<void> {
    await this.sql.query(
      `insert into step_up_grants (token_hash, user_id, family_id, dpop_jkt, method, expires_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [grant.tokenHash, grant.userId, grant.familyId, grant.dpopJkt, grant.method, grant.expiresAt],
    )
  }

  /**
   * Takes the proof out (once, even with concurrent requests) when it belongs to this session
   * family and frame key; a request of another session or key consumes nothing. Undefined when
   * there is no such proof or it has expired.
   */
  async take(
    tokenHash: string,
    holder: { userId: string; familyId: string; dpopJkt: string },
    now: number,
  ): Promise<{ method: StepUpMethod } | undefined> {
    const rows = await this.sql.query<GrantRow>(
      `delete from step_up_grants
       where token_hash = $1 and user_id = $2 and family_id = $3 and dpop_jkt = $4
       returning user_id, method, expires_at`,
      [tokenHash, holder.userId, holder.familyId, holder.dpopJkt],
    )
    const row = rows[0]
    if (!row || Number(row.expires_at) <= now) return undefined
    return { method: row.method as StepUpMethod }
  }
}
