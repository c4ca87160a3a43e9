import { type Migration, migrate, SchemaTooNewError } from './migrate.js'
import { openPgliteClient } from './pglite-client.js'
import { PgliteTemplate } from './pglite-template.js'
import { openPostgresClient } from './postgres-client.js'
import type { SqlClient } from './sql-client.js'

/** Where a service's data lives: embedded PGlite (a folder, or memory) or a Postgres server. */
export type DatabaseTarget =
  | { engine: 'pglite'; dataDir?: string | undefined }
  | { engine: 'postgres'; databaseUrl: string }

/** What {@link openDatabase} needs to know of the service. */
export interface DatabaseSchema {
  /** The service's name, e.g. `data-service` (log lines, the template's folder). */
  readonly service: string
  readonly migrations: readonly Migration[]
}

/**
 * Opens the service's database and applies its migrations. A PGlite data directory is locked
 * for this process until the client closes (see {@link lockDataDir}). A fresh in-memory PGlite database
 * starts from the service's saved template when there is one, and saves it when there is not, so
 * later starts skip `initdb`.
 */
export async function openDatabase(
  target: DatabaseTarget,
  schema: DatabaseSchema,
): Promise<SqlClient> {
  if (target.engine === 'postgres') {
    const client = await openPostgresClient(target.databaseUrl, schema.service)
    return migrated(client, schema.migrations, schema.service)
  }
  if (target.dataDir !== undefined) {
    return migrated(
      await openPgliteClient({ dataDir: target.dataDir }),
      schema.migrations,
      schema.service,
    )
  }
  const template = new PgliteTemplate(schema.service, schema.migrations)
  const saved = await template.read()
  const client = await migrated(
    await openPgliteClient({ template: saved }),
    schema.migrations,
    schema.service,
  )
  if (!saved) await template.save(await client.dump()).catch(() => {})
  return client
}

async function migrated<Client extends SqlClient>(
  client: Client,
  migrations: readonly Migration[],
  service: string,
): Promise<Client> {
  try {
    await migrate(client, migrations)
    return client
  } catch (error) {
    await client.close()
    if (error instanceof SchemaTooNewError) error.message = `${service}: ${error.message}`
    throw error
  }
}
