import { type DatabaseTarget, openDatabase } from '@foyer/sql'
import { AccountQueries } from './account-queries.js'
import { IndexStore } from './index-store.js'
import { MIGRATIONS } from './migrations.js'
import { NamesStore } from './names-store.js'
import type { SqlClient } from './sql-client.js'

/** Where the data lives: embedded PGlite (a folder, or memory) or a Postgres server. */
export type StorageTarget = DatabaseTarget

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
  const sql = await openDatabase(target, { service: 'data-service', migrations: MIGRATIONS })
  return {
    sql,
    index: new IndexStore(sql),
    accounts: new AccountQueries(sql),
    names: new NamesStore(sql),
    close: () => sql.close(),
  }
}
