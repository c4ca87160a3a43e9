import path from 'node:path'
import { ConfigError } from './config-error.js'

/** Where a service keeps its data, as chosen at start. */
export type StorageChoice =
  | { engine: 'postgres'; databaseUrl: string }
  | { engine: 'pglite'; dataDir: string }
  | { engine: 'pglite'; ephemeral: true }

/** The storage settings a service takes (`--database-url`, `--data-dir`, `--ephemeral`). */
export interface StorageSettings {
  databaseUrl?: string | undefined
  dataDir?: string | undefined
  ephemeral?: boolean | undefined
}

/** The data directory used when none is given: `./foyer-data/<service>` (resolved from the working directory). */
export function defaultDataDir(service: string): string {
  return path.resolve('foyer-data', service)
}

/**
 * Durable by default: a Postgres server when `databaseUrl` is set, else embedded PGlite in
 * `dataDir` (default {@link defaultDataDir}); in memory only when `ephemeral` is asked for.
 * Contradictory settings are a {@link ConfigError}.
 */
export function chooseStorage(settings: StorageSettings, service: string): StorageChoice {
  if (settings.ephemeral) {
    if (settings.databaseUrl || settings.dataDir) {
      throw new ConfigError(
        '--ephemeral keeps data in memory: drop it, or drop --database-url / DATABASE_URL and --data-dir / DATA_DIR',
      )
    }
    return { engine: 'pglite', ephemeral: true }
  }
  if (settings.databaseUrl) {
    if (settings.dataDir) {
      throw new ConfigError(
        'set --database-url / DATABASE_URL (Postgres) or --data-dir / DATA_DIR (embedded PGlite), not both',
      )
    }
    return { engine: 'postgres', databaseUrl: settings.databaseUrl }
  }
  return { engine: 'pglite', dataDir: path.resolve(settings.dataDir ?? defaultDataDir(service)) }
}

/**
 * Where the data lives, for the start-up line: the folder, the Postgres server without its
 * password, or "in memory (ephemeral)".
 */
export function describeStorage(choice: StorageChoice): string {
  if ('ephemeral' in choice) {
    return 'data in memory (ephemeral): everything is lost when the process stops'
  }
  if (choice.engine === 'pglite') return `data in ${choice.dataDir} (embedded PGlite)`
  return `data in Postgres at ${redactUrl(choice.databaseUrl)}`
}

/** A connection URL without its password (and without query parameters, which may hold one). */
export function redactUrl(text: string): string {
  try {
    const url = new URL(text)
    if (url.password) url.password = '***'
    url.search = ''
    return url.toString()
  } catch {
    return '(a connection string that is not a URL)'
  }
}
