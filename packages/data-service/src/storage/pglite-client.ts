import { PGlite } from '@electric-sql/pglite'
import type { SqlClient, SqlExecutor, SqlRow } from './sql-client.js'

/**
 * Opens embedded Postgres (PGlite). `dataDir` keeps the database on disk; without it the
 * database lives in memory (tests).
 */
export async function openPgliteClient(dataDir?: string): Promise<SqlClient> {
  const db = dataDir === undefined ? new PGlite() : new PGlite(dataDir)
  await db.waitReady
  const executorOf = (target: Pick<PGlite, 'query'>): SqlExecutor => ({
    async query<Row extends SqlRow>(text: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(text, [...params])
      return result.rows
    },
  })
  const root = executorOf(db)
  return {
    engine: 'pglite',
    query: root.query,
    transaction: (work) => db.transaction((tx) => work(executorOf(tx))),
    exec: async (script) => {
      await db.exec(script)
    },
    close: () => db.close(),
  }
}
