import pg from 'pg'
import type { SqlClient, SqlExecutor, SqlRow } from './sql-client.js'

/** How many connections the pool may open. */
const POOL_SIZE = 8

/** Connects to a Postgres server (`postgres://user:pass@host:port/db`) through a pool. */
export async function openPostgresClient(connectionString: string): Promise<SqlClient> {
  const pool = new pg.Pool({ connectionString, max: POOL_SIZE })
  try {
    const probe = await pool.connect()
    probe.release()
  } catch (error) {
    await pool.end()
    throw error
  }
  pool.on('error', (error) => console.error('auth server: idle Postgres connection failed', error))
  return {
    engine: 'postgres',
    async query<Row extends SqlRow>(text: string, params: readonly unknown[] = []) {
      return (await pool.query<Row>(text, [...params])).rows
    },
    async transaction(work) {
      const client = await pool.connect()
      const tx: SqlExecutor = {
        async query<Row extends SqlRow>(text: string, params: readonly unknown[] = []) {
          return (await client.query<Row>(text, [...params])).rows
        },
      }
      try {
        await client.query('BEGIN')
        const value = await work(tx)
        await client.query('COMMIT')
        return value
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
