import type { SqlClient } from './sql-client.js'

/** One step of a service's schema; versions only grow, and an applied step never changes. */
export interface Migration {
  readonly version: number
  readonly sql: string
}

/** Thrown when the database was migrated by a newer version of the service than the one running. */
export class SchemaTooNewError extends Error {
  constructor(
    readonly databaseVersion: number,
    readonly knownVersion: number,
  ) {
    super(
      `the database has schema version ${databaseVersion}, newer than this version of the service knows (${knownVersion}): run the newer version, or restore a backup taken before the upgrade`,
    )
    this.name = 'SchemaTooNewError'
  }
}

/**
 * Applies every migration the database has not seen yet, each in its own transaction. Refuses
 * (with {@link SchemaTooNewError}, changing nothing) a database a newer binary has migrated
 * further than `migrations` go: an older binary must not write to a schema it does not know.
 */
export async function migrate(client: SqlClient, migrations: readonly Migration[]): Promise<void> {
  await client.exec('create table if not exists schema_migrations (version integer primary key)')
  const applied = new Set(
    (await client.query<{ version: number }>('select version from schema_migrations')).map((row) =>
      Number(row.version),
    ),
  )
  const newestApplied = Math.max(0, ...applied)
  const newestKnown = Math.max(0, ...migrations.map((migration) => migration.version))
  if (newestApplied > newestKnown) throw new SchemaTooNewError(newestApplied, newestKnown)
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue
    await client.transaction(async (tx) => {
      for (const statement of splitStatements(migration.sql)) await tx.query(statement)
      await tx.query('insert into schema_migrations (version) values ($1)', [migration.version])
    })
  }
}

/** The statements of a migration script (no statement may contain a `;` in a literal). */
function splitStatements(script: string): string[] {
  return script
    .replace(/^\s*--.*$/gm, '')
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean)
}
