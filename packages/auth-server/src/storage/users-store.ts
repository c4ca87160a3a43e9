import { randomUUID } from 'node:crypto'
import type { SqlExecutor } from './sql-client.js'

/** A user as the API shows it. */
export interface UserRecord {
  id: string
  email: string | null
  username: string | null
  socialProvider: string | null
}

/**
 * The projects a lookup searches: the project the request is for first (a new user is created
 * there), then the other projects of its group (see `auth/project-scope.ts`).
 */
export type ProjectScope = readonly string[]

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

/** Oldest first, so a group that merged two projects holding the same email picks one user. */
const IN_SCOPE = 'project_id = any($2::text[]) order by created_at, id limit 1'

/** Users and their social identities, each belonging to one project. */
export class UsersStore {
  constructor(private readonly sql: SqlExecutor) {}

  async byId(id: string): Promise<UserRecord | undefined> {
    const rows = await this.sql.query<UserRow>('select * from users where id = $1', [id])
    return rows[0] && toUser(rows[0])
  }

  /** The user `id` when it belongs to a project of `scope`. */
  async byIdInScope(id: string, scope: ProjectScope): Promise<UserRecord | undefined> {
    const rows = await this.sql.query<UserRow>(
      `select * from users where id = $1 and ${IN_SCOPE}`,
      [id, [...scope]],
    )
    return rows[0] && toUser(rows[0])
  }

  async byEmail(email: string, scope: ProjectScope): Promise<UserRecord | undefined> {
    const rows = await this.sql.query<UserRow>(
      `select * from users where email = $1 and ${IN_SCOPE}`,
      [email, [...scope]],
    )
    return rows[0] && toUser(rows[0])
  }

  /** The user with `email` in `scope`, created in its first project when there is none (email login). */
  async findOrCreateByEmail(email: string, scope: ProjectScope, now: number): Promise<UserRecord> {
    const found = await this.byEmail(email, scope)
    if (found) return found
    await this.sql.query(
      `insert into users (id, project_id, email, created_at) values ($1, $2, $3, $4)
       on conflict (project_id, email) do nothing`,
      [randomUUID(), scope[0], email, now],
    )
    const user = await this.byEmail(email, scope)
    if (!user) throw new Error('user vanished after insert')
    return user
  }

  /**
   * The user behind (provider, subject) in `scope`. A first login links to the user of the
   * scope holding the provider-verified email when there is one, else creates a user in the
   * scope's first project.
   */
  async findOrCreateSocial(
    identity: {
      provider: string
      subject: string
      verifiedEmail: string | null
      username: string | null
    },
    scope: ProjectScope,
    now: number,
  ): Promise<UserRecord> {
    const linked = await this.sql.query<UserRow>(
      `select u.* from social_identities s join users u on u.id = s.user_id
       where s.provider = $1 and s.subject = $2 and s.project_id = any($3::text[])
       order by u.created_at, u.id limit 1`,
      [identity.provider, identity.subject, [...scope]],
    )
    if (linked[0]) return toUser(linked[0])
    let user = identity.verifiedEmail
      ? await this.byEmail(identity.verifiedEmail, scope)
      : undefined
    if (!user) {
      const id = randomUUID()
      await this.sql.query(
        `insert into users (id, project_id, email, username, social_provider, created_at)
         values ($1, $2, $3, $4, $5, $6)`,
        [id, scope[0], identity.verifiedEmail, identity.username, identity.provider, now],
      )
      user = (await this.byId(id)) as UserRecord
    }
    await this.sql.query(
      `insert into social_identities (project_id, provider, subject, user_id)
       select project_id, $2, $3, id from users where id = $1 on conflict do nothing`,
      [user.id, identity.provider, identity.subject],
    )
    return user
  }

  /** Creates a user with no email or social identity yet (a passkey sign-up), in `scope`'s first project. */
  async createBare(id: string, scope: ProjectScope, now: number): Promise<UserRecord> {
    await this.sql.query('insert into users (id, project_id, created_at) values ($1, $2, $3)', [
      id,
      scope[0],
      now,
    ])
    return (await this.byId(id)) as UserRecord
  }

  /** Sets the user's email; false when another user of `scope` already holds it. */
  async updateEmail(userId: string, email: string, scope: ProjectScope): Promise<boolean> {
    const holder = await this.byEmail(email, scope)
    if (holder && holder.id !== userId) return false
    await this.sql.query('update users set email = $2 where id = $1', [userId, email])
    return true
  }
}
