import type { SqlExecutor } from './sql-client.js'
import type { ProjectScope } from './users-store.js'

/** What a passkey ceremony's challenge was issued for. */
export type PasskeyPurpose = 'register' | 'login' | 'add' | 'step-up'

/** An issued challenge: single-use, bound to the frame key that asked for it. */
export interface PasskeyChallenge {
  /** base64url, as the client data carries it. */
  challenge: string
  purpose: PasskeyPurpose
  projectId: string
  hostOrigin: string
  rpId: string
  /** The user the ceremony is for: the new user's id at sign-up, the signed-in user's otherwise. */
  userId: string | null
  /** Thumbprint of the frame's DPoP key that asked for the options. */
  dpopJkt: string
  expiresAt: number
}

/** A stored passkey (WebAuthn credential) of one user of one project. */
export interface PasskeyCredential {
  projectId: string
  /** base64url credential id. */
  credentialId: string
  userId: string
  /** base64url COSE public key. */
  publicKey: string
  /** The authenticator's signature counter as last seen (0: the authenticator keeps none). */
  counter: number
  transports: string[]
  rpId: string
  createdAt: number
  lastUsedAt: number | null
}

interface ChallengeRow {
  challenge: string
  purpose: string
  project_id: string
  host_origin: string
  rp_id: string
  user_id: string | null
  dpop_jkt: string
  expires_at: string | number
  [column: string]: unknown
}

interface CredentialRow {
  project_id: string
  credential_id: string
  user_id: string
  public_key: string
  counter: string | number
  transports: string | null
  rp_id: string
  created_at: string | number
  last_used_at: string | number | null
  [column: string]: unknown
}

const toCredential = (row: CredentialRow): PasskeyCredential => ({
  projectId: row.project_id,
  credentialId: row.credential_id,
  userId: row.user_id,
  publicKey: row.public_key,
  counter: Number(row.counter),
  transports: row.transports ? row.transports.split(',') : [],
  rpId: row.rp_id,
  createdAt: Number(row.created_at),
  lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
})

/** Passkey credentials and the challenges of their ceremonies. */
export class PasskeysStore {
  constructor(private readonly sql: SqlExecutor) {}

  async addChallenge(challenge: PasskeyChallenge): Promise<void> {
    await this.sql.query(
      `insert into passkey_challenges
       (challenge, purpose, project_id, host_origin, rp_id, user_id, dpop_jkt, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        challenge.challenge,
        challenge.purpose,
        challenge.projectId,
        challenge.hostOrigin,
        challenge.rpId,
        challenge.userId,
        challenge.dpopJkt,
        challenge.expiresAt,
      ],
    )
  }

  /**
   * Takes the challenge out (at most once, even with concurrent requests) when it is live and
   * was issued to the key `dpopJkt`; a request with another key consumes nothing.
   */
  async takeChallenge(
    challenge: string,
    dpopJkt: string,
    now: number,
  ): Promise<PasskeyChallenge | undefined> {
    const rows = await this.sql.query<ChallengeRow>(
      `delete from passkey_challenges where challenge = $1 and dpop_jkt = $2 returning *`,
      [challenge, dpopJkt],
    )
    const row = rows[0]
    if (!row || Number(row.expires_at) <= now) return undefined
    return {
      challenge: row.challenge,
      purpose: row.purpose as PasskeyPurpose,
      projectId: row.project_id,
      hostOrigin: row.host_origin,
      rpId: row.rp_id,
      userId: row.user_id,
      dpopJkt: row.dpop_jkt,
      expiresAt: Number(row.expires_at),
    }
  }

  /** Whether a live challenge exists for another key than `dpopJkt` (to say why it is refused). */
  async heldByAnotherKey(challenge: string, dpopJkt: string): Promise<boolean> {
    const rows = await this.sql.query(
      'select 1 from passkey_challenges where challenge = $1 and dpop_jkt <> $2',
      [challenge, dpopJkt],
    )
    return rows.length > 0
  }

  /** Stores a new credential; false when this project already has one with its id. */
  async addCredential(credential: PasskeyCredential): Promise<boolean> {
    const rows = await this.sql.query(
      `insert into passkey_credentials
       (project_id, credential_id, user_id, public_key, counter, transports, rp_id, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing returning 1`,
      [
        credential.projectId,
        credential.credentialId,
        credential.userId,
        credential.publicKey,
        credential.counter,
        credential.transports.join(',') || null,
        credential.rpId,
        credential.createdAt,
      ],
    )
    return rows.length === 1
  }

  /** The credential `credentialId` of a project in `scope`. */
  async credential(
    credentialId: string,
    scope: ProjectScope,
  ): Promise<PasskeyCredential | undefined> {
    const rows = await this.sql.query<CredentialRow>(
      `select * from passkey_credentials where credential_id = $1 and project_id = any($2::text[])
       order by created_at limit 1`,
      [credentialId, [...scope]],
    )
    return rows[0] && toCredential(rows[0])
  }

  /** The user's passkeys, oldest first. */
  async byUser(userId: string): Promise<PasskeyCredential[]> {
    const rows = await this.sql.query<CredentialRow>(
      'select * from passkey_credentials where user_id = $1 order by created_at, credential_id',
      [userId],
    )
    return rows.map(toCredential)
  }

  /**
   * Records a use: the counter moves from `seen` to `next` only if no other request moved it
   * first (a cloned authenticator racing the real one loses); false otherwise.
   */
  async recordUse(credential: PasskeyCredential, next: number, now: number): Promise<boolean> {
    const rows = await this.sql.query(
      `update passkey_credentials set counter = $3, last_used_at = $4
       where project_id = $1 and credential_id = $2 and counter = $5 returning 1`,
      [credential.projectId, credential.credentialId, next, now, credential.counter],
    )
    return rows.length === 1
  }
}
