import type { SqlClient } from './sql-client.js'

/** A login: every refresh token it leads to belongs to its family. */
export interface SessionFamily {
  id: string
  userId: string
  projectId: string
  hostOrigin: string
  loginMethod: string
  authTime: number
  revokedAt: number | null
}

/** What rotating a refresh token found. */
export type RotateResult =
  | { status: 'ok'; family: SessionFamily }
  | { status: 'reused' }
  | { status: 'unknown' }
  | { status: 'revoked' }

interface FamilyRow {
  id: string
  user_id: string
  project_id: string
  host_origin: string
  login_method: string
  auth_time: string | number
  revoked_at: string | number | null
  [column: string]: unknown
}

const toFamily = (row: FamilyRow): SessionFamily => ({
  id: row.id,
  userId: row.user_id,
  projectId: row.project_id,
  hostOrigin: row.host_origin,
  loginMethod: row.login_method,
  authTime: Number(row.auth_time),
  revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
})

/** Session families and their refresh tokens (rotation with reuse detection). */
export class SessionsStore {
  constructor(private readonly sql: SqlClient) {}

  async createFamily(family: SessionFamily): Promise<void> {
    await this.sql.query(
      `insert into session_families
         (id, user_id, project_id, host_origin, login_method, auth_time, revoked_at)
       values ($1, $2, $3, $4, $5, $6, null)`,
      [
        family.id,
        family.userId,
        family.projectId,
        family.hostOrigin,
        family.loginMethod,
        family.authTime,
      ],
    )
  }

  async family(id: string): Promise<SessionFamily | undefined> {
    const rows = await this.sql.query<FamilyRow>('select * from session_families where id = $1', [
      id,
    ])
    return rows[0] && toFamily(rows[0])
  }

  /** Records a refresh token the family just issued. */
  async addRefreshToken(jti: string, familyId: string, userId: string, expiresAt: number) {
    await this.sql.query(
      'insert into refresh_tokens (jti, family_id, user_id, used_at, expires_at) values ($1, $2, $3, null, $4)',
      [jti, familyId, userId, expiresAt],
    )
  }

  /**
   * Marks refresh token `jti` used. A token used before means it leaked (or raced): the
   * whole family is revoked.
   */
  rotate(jti: string, now: number): Promise<RotateResult> {
    return this.sql.transaction(async (tx) => {
      const tokens = await tx.query<{ family_id: string; used_at: string | null }>(
        'select family_id, used_at from refresh_tokens where jti = $1 for update',
        [jti],
      )
      const token = tokens[0]
      if (!token) return { status: 'unknown' }
      const families = await tx.query<FamilyRow>(
        'select * from session_families where id = $1 for update',
        [token.family_id],
      )
      const family = toFamily(families[0] as FamilyRow)
      if (family.revokedAt !== null) return { status: 'revoked' }
      if (token.used_at !== null) {
        await tx.query('update session_families set revoked_at = $2 where id = $1', [
          family.id,
          now,
        ])
        return { status: 'reused' }
      }
      await tx.query('update refresh_tokens set used_at = $2 where jti = $1', [jti, now])
      return { status: 'ok', family }
    })
  }

  /** Revokes a family: its refresh tokens and access tokens stop working. */
  async revoke(familyId: string, now: number): Promise<void> {
    await this.sql.query(
      'update session_families set revoked_at = $2 where id = $1 and revoked_at is null',
      [familyId, now],
    )
  }
}
