import { type CodeLimits, currentBudget, type Refusal, sendRefusal } from '../auth/code-budget.js'
import { lockCodeBudget, saveCodeBudget } from './code-budgets.js'
import type { SqlClient } from './sql-client.js'

/** Result of asking for a device confirmation link. */
export type LinkIssue = { issued: true } | { issued: false; refusal: Refusal }

/** A confirmation link's state: 'open' until it is used or expires. */
export type LinkState = 'open' | 'used' | 'expired' | 'unknown'

interface ConfirmationRow {
  project_id: string
  user_id: string
  dpop_jkt: string
  created_at: string | number
  expires_at: string | number
  confirmed_at: string | number | null
  [column: string]: unknown
}

/**
 * The frame keys (browsers) each user has logged in from, and the emailed links that confirm a
 * new one (verify device, SPEC §4). A link is kept only as a hash, bound to one project, user
 * and frame key; it confirms that key and nothing else, once.
 */
export class DevicesStore {
  constructor(private readonly sql: SqlClient) {}

  /** Whether `userId` has logged in with the frame key `jkt` before (or confirmed it). */
  async isKnown(userId: string, jkt: string): Promise<boolean> {
    const rows = await this.sql.query(
      'select 1 from known_devices where user_id = $1 and dpop_jkt = $2',
      [userId, jkt],
    )
    return rows.length > 0
  }

  /** Records that `userId` logged in with the frame key `jkt`. */
  async remember(userId: string, jkt: string, now: number): Promise<void> {
    await this.sql.query(
      `insert into known_devices (user_id, dpop_jkt, confirmed_at) values ($1, $2, $3)
       on conflict (user_id, dpop_jkt) do nothing`,
      [userId, jkt, now],
    )
  }

  /**
   * Stores a new link for (project, user, key), replacing that key's earlier ones, unless the
   * user's last link is younger than `cooldownMs` or the recipient's send budget (shared with
   * the login codes) refuses.
   */
  issue(input: {
    tokenHash: string
    projectId: string
    userId: string
    email: string
    jkt: string
    now: number
    ttlMs: number
    cooldownMs: number
    limits: CodeLimits
  }): Promise<LinkIssue> {
    return this.sql.transaction(async (tx) => {
      // The budget row is the recipient's lock: concurrent requests count one after the other.
      const budget = currentBudget(await lockCodeBudget(tx, input.email, input.now), input.now)
      const last = await tx.query<{ created_at: string | number }>(
        'select created_at from device_confirmations where user_id = $1 order by created_at desc limit 1',
        [input.userId],
      )
      const wait = last[0] ? Number(last[0].created_at) + input.cooldownMs - input.now : 0
      if (wait > 0) return { issued: false, refusal: { kind: 'wait', retryAfterMs: wait } }
      const refusal = sendRefusal(budget, input.limits)
      if (refusal) return { issued: false, refusal }
      await saveCodeBudget(tx, { ...budget, sentCount: budget.sentCount + 1 })
      await tx.query(
        'delete from device_confirmations where user_id = $1 and dpop_jkt = $2 and confirmed_at is null',
        [input.userId, input.jkt],
      )
      await tx.query(
        `insert into device_confirmations
           (token_hash, project_id, user_id, dpop_jkt, created_at, expires_at)
         values ($1, $2, $3, $4, $5, $6)`,
        [
          input.tokenHash,
          input.projectId,
          input.userId,
          input.jkt,
          input.now,
          input.now + input.ttlMs,
        ],
      )
      return { issued: true }
    })
  }

  /** Drops a link that could not be mailed (it sets no cooldown). */
  async discard(tokenHash: string): Promise<void> {
    await this.sql.query('delete from device_confirmations where token_hash = $1', [tokenHash])
  }

  /** Whether the link `tokenHash` can still be confirmed ('unknown', 'used' or 'expired' if not). */
  async peek(tokenHash: string, now: number): Promise<LinkState> {
    const rows = await this.sql.query<ConfirmationRow>(
      'select * from device_confirmations where token_hash = $1',
      [tokenHash],
    )
    return stateOf(rows[0], now)
  }

  /** Opens the link `tokenHash`: its key is confirmed, once, before it expires. */
  confirm(tokenHash: string, now: number): Promise<'confirmed' | Exclude<LinkState, 'open'>> {
    return this.sql.transaction(async (tx) => {
      const rows = await tx.query<ConfirmationRow>(
        'select * from device_confirmations where token_hash = $1 for update',
        [tokenHash],
      )
      const state = stateOf(rows[0], now)
      if (state !== 'open') return state
      await tx.query('update device_confirmations set confirmed_at = $2 where token_hash = $1', [
        tokenHash,
        now,
      ])
      return 'confirmed'
    })
  }

  /**
   * Whether a link of `projectId` confirmed `jkt` for `userId` before it expired: the key then
   * becomes known (and its links are spent).
   */
  takeConfirmed(input: {
    projectId: string
    userId: string
    jkt: string
    now: number
  }): Promise<boolean> {
    return this.sql.transaction(async (tx) => {
      const rows = await tx.query(
        `delete from device_confirmations where project_id = $1 and user_id = $2
           and dpop_jkt = $3 and confirmed_at is not null and expires_at > $4 returning 1`,
        [input.projectId, input.userId, input.jkt, input.now],
      )
      if (rows.length === 0) return false
      await tx.query(
        `insert into known_devices (user_id, dpop_jkt, confirmed_at) values ($1, $2, $3)
         on conflict (user_id, dpop_jkt) do nothing`,
        [input.userId, input.jkt, input.now],
      )
      return true
    })
  }
}

function stateOf(row: ConfirmationRow | undefined, now: number): LinkState {
  if (!row) return 'unknown'
  if (row.confirmed_at !== null) return 'used'
  if (Number(row.expires_at) <= now) return 'expired'
  return 'open'
}
