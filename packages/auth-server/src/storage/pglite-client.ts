import { PGlite } from '@electric-sql/pglite'
import { migrate } from './migrations.js'
import { readTemplate, saveTemplate } from './pglite-template.js'
import type { SqlClient, SqlExecutor, SqlRow } from './sql-client.js'

/**
 * Opens embedded Postgres (PGlite), migrated: on disk in `dataDir`, else in memory (starting
 * from a saved empty template when there is one, and saving it when there is not).
 */
export async function openPgliteClient(dataDir?: string): Promise<SqlClient> {
  const template = dataDir === undefined ? await readTemplate() : undefined
  const db =
    dataDir !== undefined
      ? new PGlite(dataDir)
      : template
        ? new PGlite({ loadDataDir: template })
        : new PGlite()
  await db.waitReady
  const executorOf = (target: Pick<PGlite, 'query'>): SqlExecutor => ({
    async query<Row extends SqlRow>(text: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(text, [...params])
      return result.rows
    },
  })
  const client: SqlClient = {
    engine: 'pglite',
    query: executorOf(db).query,
    transaction: (work) => db.transaction((tx) => work(executorOf(tx))),
    close: () => db.close(),
  }
  try {
    await migrate(client)
    if (dataDir === undefined && !template) {
      await saveTemplate(await db.dumpDataDir('gzip')).catch(() => {})
    }
  } catch (error) {
    await db.close()
    throw error
  }
  return client
}
