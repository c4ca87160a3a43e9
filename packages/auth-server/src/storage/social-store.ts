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
  expiresAt: number
}

/** A one-time login code handed to the frame after a social callback. */
export interface LoginCode {
  userId: string
  provider: string
  projectId: string
  hostOrigin: string
  expiresAt: number
}

/** Pending social logins and their one-time login codes; each is taken once. */
export class SocialStore {
  constructor(private readonly sql: SqlClient) {}

  async saveState(state: SocialState): Promise<void> {
    await this.sql.query(
      `insert into social_states
         (state, provider, project_id, host_origin, redirect_uri, code_verifier, nonce, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        state.state,
        state.provider,
        state.projectId,
        state.hostOrigin,
        state.redirectUri,
        state.codeVerifier,
        state.nonce,
        state.expiresAt,
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
        expiresAt: Number(row.expires_at),
      }
    )
  }

  async saveLoginCode(codeHash: string, code: LoginCode): Promise<void> {
    await this.sql.query(
      `insert into login_codes (code_hash, user_id, provider, project_id, host_origin, expires_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [codeHash, code.userId, code.provider, code.projectId, code.hostOrigin, code.expiresAt],
    )
  }

  /** Removes and returns the login code (single use). */
  async takeLoginCode(codeHash: string): Promise<LoginCode | undefined> {
    const rows = await this.sql.query<Record<string, string>>(
      'delete from login_codes where code_hash = $1 returning *',
      [codeHash],
    )
    const row = rows[0]
    return (
      row && {
        userId: row.user_id as string,
        provider: row.provider as string,
        projectId: row.project_id as string,
        hostOrigin: row.host_origin as string,
        expiresAt: Number(row.expires_at),
      }
    )
  }
}
