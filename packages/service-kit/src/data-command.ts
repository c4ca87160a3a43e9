import { ConfigError } from './config-error.js'
import type { Env } from './env.js'
import { type OptionSpec, resolveOptions } from './options.js'
import { chooseStorage } from './storage.js'

/** A parsed `backup <file>` or `restore <file>` command line. */
export interface DataCommand {
  action: 'backup' | 'restore'
  file: string
  /** The PGlite data directory the service uses (as it would find it at start). */
  dataDir: string
}

/**
 * Parses `<service> backup <file>` / `restore <file>` followed by the service's storage flags
 * (`--data-dir`, `--database-url`, `--config`; or their variables). A Postgres server is backed up
 * with its own tools: a {@link ConfigError} says so.
 */
export function parseDataCommand(
  argv: readonly string[],
  env: Env,
  specs: readonly OptionSpec[],
  service: string,
): DataCommand {
  const [action, file, ...rest] = argv
  if (action !== 'backup' && action !== 'restore')
    throw new ConfigError(`unknown command '${action}'`)
  if (!file || file.startsWith('-'))
    throw new ConfigError(`${action} takes the backup file: ${action} <file>`)
  const storageSpecs = specs.filter((spec) => spec.key === 'databaseUrl' || spec.key === 'dataDir')
  const settings = resolveOptions(storageSpecs, rest, env) as {
    databaseUrl?: string
    dataDir?: string
  }
  const choice = chooseStorage(settings, service)
  if (!('dataDir' in choice)) {
    throw new ConfigError(
      `${action} is for the embedded PGlite data directory; with DATABASE_URL use pg_dump --format=custom and pg_restore (see the README)`,
    )
  }
  return { action, file, dataDir: choice.dataDir }
}
