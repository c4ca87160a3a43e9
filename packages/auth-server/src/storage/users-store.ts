import { randomUUID } from 'node:crypto'
import type { SqlExecutor } from './sql-client.js'

/** A user as the API shows it. */
export interface UserRecord {
  id: string
  email: string | null
  username: string | null
  socialProvider: string | null
}

interface UserRow {
  id: string
  email: string | null
  username: string | null
  social_provider: string | null
  [column: string]: unknown
}

const toUser = (row: UserRow): UserRecord => ({
  id: row.id,
  email: row.email,
  username: row.username,
  socialProvider: row.social_provider,
})

/** Users and their social identities. */
export class UsersStore {
  constructor(private readonly sql: SqlExecutor) {}

  async byId(id: string): Promise<UserRecord | undefined> {
    const rows = await this.sql.query<UserRow>('select * from users where id = $1', [id])
    return rows[0] && toUser(rows[0])
  }

  async byEmail(email: string): Promise<UserRecord | undefined> {
    const rows = await this.sql.query<UserRow>('select * from users where email = $1', [email])
    return rows[0] && toUser(rows[0])
  }

  /** The user with `email`, created when there is none (email login). */
  async findOrCreateByEmail(email: string, now: number): Promise<UserRecord> {
    await this.sql.query(
      'insert into users (id, email, created_at) values ($1, $2, $3) on conflict (email) do nothing',
      [randomUUID(), email, now],
    )
    const user = await this.byEmail(email)
    if (!user) throw new Error('user vanished after insert')
    return user
  }

  /**
   * The user behind (provider, subject). A first login links to the user holding the
   * provider-verified email when there is one, else creates a user.
   */
  async findOrCreateSocial(
    identity: {
      provider: string
      subject: string
      verifiedEmail: string | null
      username: string | null
    },
    now: number,
  ): Promise<UserRecord> {
    const linked = await this.sql.query<UserRow>(
      `select u.* from social_identities s join users u on u.id = s.user_id
       where s.provider = $1 and s.subject = $2`,
      [identity.provider, identity.subject],
    )
    if (linked[0]) return toUser(linked[0])
    let user = identity.verifiedEmail ? await this.byEmail(identity.verifiedEmail) : undefined
    if (!user) {
      const id = randomUUID()
      await this.sql.query(
        `insert into users (id, email, username, social_provider, created_at)
         values ($1, $2, $3, $4, $5)`,
        [id, identity.verifiedEmail, identity.username, identity.provider, now],
      )
      user = (await this.byId(id)) as UserRecord
    }
    await this.sql.query(
      'insert into social_identities (provider, subject, user_id) values ($1, $2, $3) on conflict do nothing',
      [identity.provider, identity.subject, user.id],
    )
    return user
  }

  /** Sets the user's email; false when another user already holds it. */
  async updateEmail(userId: string, email: string): Promise<boolean> {
    const holder = await this.byEmail(email)
    if (holder && holder.id !== userId) return false
    await this.sql.query('update users set email = $2 where id = $1', [userId, email])
    return true
  }
}
