import { PGlite } from '@electric-sql/pglite'
import type { DataDirLockedError } from './data-dir-lock.js'
import { lockDataDir } from './data-dir-lock.js'
import type { SqlClient, SqlExecutor, SqlRow } from './sql-client.js'

/** A PGlite client; `dump` is what a template of later in-memory starts is made of. */
export interface PgliteClient extends SqlClient {
  /** The whole database as a gzipped tarball. */
  dump(): Promise<Blob>
}

/**
 * Opens embedded Postgres (PGlite): on disk in `dataDir` (locked for this process until closed:
 * a second opener gets a {@link DataDirLockedError}), else in memory; a new database starts
 * from `template` (a {@link PgliteClient.dump}) when given.
 */
export async function openPgliteClient(
  options: { dataDir?: string | undefined; template?: Blob | undefined } = {},
): Promise<PgliteClient> {
  const { dataDir, template } = options
  const unlock = dataDir !== undefined ? lockDataDir(dataDir) : () => {}
  let db: PGlite
  try {
    db =
      dataDir !== undefined
        ? new PGlite(dataDir, template ? { loadDataDir: template } : {})
        : template
          ? new PGlite({ loadDataDir: template })
          : new PGlite()
    await db.waitReady
  } catch (error) {
    unlock()
    throw error
  }
  const executorOf = (target: Pick<PGlite, 'query'>): SqlExecutor => ({
    async query<Row extends SqlRow>(text: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(text, [...params])
      return result.rows
    },
  })
  return {
    engine: 'pglite',
    query: executorOf(db).query,
    transaction: (work) => db.transaction((tx) => work(executorOf(tx))),
    exec: async (script) => {
      await db.exec(script)
    },
    dump: async () => (await db.dumpDataDir('gzip')) as Blob,
    close: async () => {
      try {
        await db.close()
      } finally {
        unlock()
      }
    },
  }
}
