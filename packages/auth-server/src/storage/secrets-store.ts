import type { SqlExecutor } from './sql-client.js'

/**
 * Server-generated secrets that must survive restarts (the session signing key, the code pepper)
 * and the recovery key's check value.
 */
export class SecretsStore {
  constructor(private readonly sql: SqlExecutor) {}

  /** The secret `name`, or undefined when there is none. */
  async get(name: string): Promise<string | undefined> {
    const rows = await this.sql.query<{ value: string }>(
      'select value from server_secrets where name = $1',
      [name],
    )
    return rows[0]?.value
  }

  /** Sets the secret `name` (inside a key rotation's transaction). */
  async put(name: string, value: string): Promise<void> {
    await this.sql.query(
      `insert into server_secrets (name, value) values ($1, $2)
       on conflict (name) do update set value = excluded.value`,
      [name, value],
    )
  }

  /** The secret `name`, created with `create()` the first time (the first writer wins). */
  async getOrCreate(name: string, create: () => Promise<string>): Promise<string> {
    const existing = await this.sql.query<{ value: string }>(
      'select value from server_secrets where name = $1',
      [name],
    )
    if (existing[0]) return existing[0].value
    await this.sql.query(
      'insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing',
      [name, await create()],
    )
    const rows = await this.sql.query<{ value: string }>(
      'select value from server_secrets where name = $1',
      [name],
    )
    return (rows[0] as { value: string }).value
  }
}
