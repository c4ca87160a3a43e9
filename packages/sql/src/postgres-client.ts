import pg from 'pg'
import type { SqlClient, SqlExecutor, SqlRow } from './sql-client.js'

/** How many connections the pool may open. */
const POOL_SIZE = 8
/** How long a request waits for a connection before failing (the service answers 503). */
const CONNECT_TIMEOUT_MS = 5_000

/**
 * Connects to a Postgres server (`postgres://user:pass@host:port/db`) through a pool; fails
 * early (and closes the pool) when the server cannot be reached. `label` names the service in
 * the log line of an idle connection's failure.
 */
export async function openPostgresClient(
  connectionString: string,
  label: string,
): Promise<SqlClient> {
  const pool = new pg.Pool({
    connectionString,
    max: POOL_SIZE,
    // A server that is down answers at once; one that is unreachable must not hang requests.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  })
  try {
    const probe = await pool.connect()
    probe.release()
  } catch (error) {
    await pool.end()
    throw error
  }
  pool.on('error', (error) => console.error(`${label}: idle Postgres connection failed`, error))
  const executorOf = (target: Pick<pg.Pool | pg.PoolClient, 'query'>): SqlExecutor => ({
    async query<Row extends SqlRow>(text: string, params: readonly unknown[] = []) {
      return (await target.query<Row>(text, [...params])).rows
    },
  })
  return {
    engine: 'postgres',
    query: executorOf(pool).query,
    async transaction(work) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const value = await work(executorOf(client))
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
