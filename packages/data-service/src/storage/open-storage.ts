import { AccountQueries } from './account-queries.js'
import { IndexStore } from './index-store.js'
import { migrate } from './migrations.js'
import { NamesStore } from './names-store.js'
import { openPgliteClient } from './pglite-client.js'
import { openPostgresClient } from './postgres-client.js'
import type { SqlClient } from './sql-client.js'

/** Where the data lives: embedded PGlite (a folder, or memory) or a Postgres server. */
export type StorageTarget =
  | { engine: 'pglite'; dataDir?: string }
  | { engine: 'postgres'; databaseUrl: string }

/** The service's storage: one SQL client, migrated, with its typed stores. */
export interface Storage {
  sql: SqlClient
  index: IndexStore
  accounts: AccountQueries
  names: NamesStore
  close(): Promise<void>
}

/** Opens and migrates the storage of `target`. */
export async function openStorage(target: StorageTarget): Promise<Storage> {
  const pglite = target.engine === 'pglite' ? await openPgliteClient(target.dataDir) : undefined
  const sql = pglite ?? (await openPostgresClient((target as { databaseUrl: string }).databaseUrl))
  try {
    await migrate(sql)
    // A fresh in-memory database, migrated and empty: later starts begin from it.
    if (
      pglite &&
      target.engine === 'pglite' &&
      target.dataDir === undefined &&
      !pglite.fromTemplate
    ) {
      await pglite.saveAsTemplate().catch(() => {})
    }
  } catch (error) {
    await sql.close()
    throw error
  }
  return {
    sql,
    index: new IndexStore(sql),
    accounts: new AccountQueries(sql),
    names: new NamesStore(sql),
    close: () => sql.close(),
  }
}
