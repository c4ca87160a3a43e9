import { PGlite } from '@electric-sql/pglite'
import { readTemplate, saveTemplate } from './pglite-template.js'
import type { SqlClient, SqlExecutor, SqlRow } from './sql-client.js'

/** A PGlite client; `saveAsTemplate` keeps a fresh in-memory database for faster starts. */
export interface PgliteClient extends SqlClient {
  /** Whether this in-memory database started from {@link readTemplate}. */
  readonly fromTemplate: boolean
  /** Saves the (migrated, still empty) database as the template of later in-memory starts. */
  saveAsTemplate(): Promise<void>
}

/**
 * Opens embedded Postgres (PGlite). `dataDir` keeps the database on disk; without it the
 * database lives in memory (starting from the saved template when there is one).
 */
export async function openPgliteClient(dataDir?: string): Promise<PgliteClient> {
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
  const root = executorOf(db)
  return {
    engine: 'pglite',
    fromTemplate: template !== undefined,
    query: root.query,
    transaction: (work) => db.transaction((tx) => work(executorOf(tx))),
    exec: async (script) => {
      await db.exec(script)
    },
    async saveAsTemplate() {
      if (dataDir !== undefined) return
      await saveTemplate(await db.dumpDataDir('gzip'))
    },
    close: () => db.close(),
  }
}
