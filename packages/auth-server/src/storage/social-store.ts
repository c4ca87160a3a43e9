import type { SqlClient } from './sql-client.js'

/** A pending authorization request, keyed by its `state`. */
export interface SocialState {
  state: string
  provider: string
  projectId: string
  hostOrigin: string
  redirectUri: string
  codeVerifier: string
  nonce: string
  /** Thumbprint of the frame key that started the login (RFC 9449 `dpop_jkt`). */
  dpopJkt: string
  expiresAt: number
}

/** A one-time login code handed to the frame after a social callback. */
export interface LoginCode {
  userId: string
  provider: string
  projectId: string
  hostOrigin: string
  /** Only a DPoP proof of this key redeems the code. */
  dpopJkt: string | null
  expiresAt: number
}

/** Pending social logins and their one-time login codes; each is taken once. */
export class SocialStore {
  constructor(private readonly sql: SqlClient) {}

  async saveState(state: SocialState): Promise<void> {
    await this.sql.query(
      `insert into social_states
         (state, provider, project_id, host_origin, redirect_uri, code_verifier, nonce, expires_at,
          dpop_jkt)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        state.state,
        state.provider,
        state.projectId,
        state.hostOrigin,
        state.redirectUri,
        state.codeVerifier,
        state.nonce,
        state.expiresAt,
        state.dpopJkt,
      ],
    )
  }

  /** Removes and returns the state (undefined when unknown or already taken). */
  async takeState(state: string): Promise<SocialState | undefined> {
    const rows = await this.sql.query<Record<string, string>>(
      'delete from social_states where state = $1 returning *',
      [state],
    )
    const row = rows[0]
    return (
      row && {
        state: row.state as string,
        provider: row.provider as string,
        projectId: row.project_id as string,
        hostOrigin: row.host_origin as string,
        redirectUri: row.redirect_uri as string,
        codeVerifier: row.code_verifier as string,
        nonce: row.nonce as string,
        dpopJkt: row.dpop_jkt as string,
        expiresAt: Number(row.expires_at),
      }
    )
  }

  async saveLoginCode(codeHash: string, code: LoginCode): Promise<void> {
    await this.sql.query(
      `insert into login_codes
         (code_hash, user_id, provider, project_id, host_origin, expires_at, dpop_jkt)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        codeHash,
        code.userId,
        code.provider,
        code.projectId,
        code.hostOrigin,
        code.expiresAt,
        code.dpopJkt,
      ],
    )
  }

  /**
   * Removes and returns the login code (single use) when `accept` takes it; a code `accept`
   * refuses stays as it was, and undefined is returned.
   */
  takeLoginCode(
    codeHash: string,
    accept: (code: LoginCode) => boolean,
  ): Promise<LoginCode | undefined> {
    return this.sql.transaction(async (tx) => {
      const rows = await tx.query<Record<string, string>>(
        'select * from login_codes where code_hash = $1 for update',
        [codeHash],
      )
      const row = rows[0]
      if (!row) return undefined
      const code: LoginCode = {
        userId: row.user_id as string,
        provider: row.provider as string,
        projectId: row.project_id as string,
        hostOrigin: row.host_origin as string,
        dpopJkt: (row.dpop_jkt as string | null) ?? null,
        expiresAt: Number(row.expires_at),
      }
      if (!accept(code)) return undefined
      await tx.query('delete from login_codes where code_hash = $1', [codeHash])
      return code
    })
  }
}
