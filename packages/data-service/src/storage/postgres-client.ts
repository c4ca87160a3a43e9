import pg from 'pg'
import type { SqlClient, SqlExecutor, SqlRow } from './sql-client.js'

/** How many connections the pool may open. */
const POOL_SIZE = 8

/** Connects to a Postgres server (`postgres://user:pass@host:port/db`) through a pool. */
export async function openPostgresClient(connectionString: string): Promise<SqlClient> {
  const pool = new pg.Pool({ connectionString, max: POOL_SIZE })
  // Fails early (and closes the pool) when the server cannot be reached.
  try {
    const probe = await pool.connect()
    probe.release()
  } catch (error) {
    await pool.end()
    throw error
  }
  pool.on('error', (error) => console.error('data service: idle Postgres connection failed', error))
  const query = async <Row extends SqlRow>(text: string, params: readonly unknown[] = []) => {
    const result = await pool.query<Row>(text, [...params])
    return result.rows
  }
  return {
    engine: 'postgres',
    query,
    async transaction(work) {
      const client = await pool.connect()
      const tx: SqlExecutor = {
        async query<Row extends SqlRow>(text: string, params: readonly unknown[] = []) {
          const result = await client.query<Row>(text, [...params])
          return result.rows
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
    exec: async (script) => {
      await pool.query(script)
    },
    close: () => pool.end(),
  }
}
