import type { OptionSpec } from './options.js'

/** Parses a whole number option (`--port 4600`); throws a message the caller prefixes with the option. */
export function wholeNumber(text: string | string[]): number {
  if (typeof text !== 'string' || !/^\d+$/.test(text))
    throw new Error(`must be a whole number, got '${text}'`)
  return Number(text)
}

/** `--host` / `HOST` and `--port` / `PORT` (default `port`, a free one only with `--port 0`). */
export function listenOptions(port: number): OptionSpec[] {
  return [
    {
      key: 'host',
      flag: 'host',
      env: 'HOST',
      defaultText: '127.0.0.1',
      description: 'interface to bind',
    },
    {
      key: 'port',
      flag: 'port',
      env: 'PORT',
      parse: wholeNumber,
      defaultText: String(port),
      description: 'port to bind; 0 for a free one',
    },
  ]
}

/**
 * `--database-url` / `DATABASE_URL` (a secret), `--data-dir` / `DATA_DIR` (default
 * `./foyer-data/<service>`) and `--ephemeral` / `EPHEMERAL`; `lost` says what memory loses.
 */
export function storageOptions(service: string, lost: string): OptionSpec[] {
  return [
    {
      key: 'databaseUrl',
      flag: 'database-url',
      env: 'DATABASE_URL',
      secret: true,
      description: 'Postgres server (postgres://user:pass@host:5432/db) instead of embedded PGlite',
    },
    {
      key: 'dataDir',
      flag: 'data-dir',
      env: 'DATA_DIR',
      defaultText: `./foyer-data/${service}`,
      description: 'embedded PGlite data directory (without a database URL); one process at a time',
    },
    {
      key: 'ephemeral',
      flag: 'ephemeral',
      env: 'EPHEMERAL',
      type: 'boolean',
      defaultText: 'off',
      description: `keep everything in memory: ${lost} when the process stops (tests only)`,
    },
  ]
}

/** The log levels `--log-level` accepts. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

/**
 * `--log-level` / `LOG_LEVEL` (default `info`) and `--trust-proxy` / `TRUST_PROXY` (addresses or
 * CIDR ranges of the reverse proxies whose `X-Forwarded-*` headers are believed; default none).
 */
export function operateOptions(): OptionSpec[] {
  return [
    {
      key: 'logLevel',
      flag: 'log-level',
      env: 'LOG_LEVEL',
      defaultText: 'info',
      description: `JSON log level: ${LOG_LEVELS.join(', ')}`,
    },
    {
      key: 'trustProxy',
      flag: 'trust-proxy',
      env: 'TRUST_PROXY',
      type: 'list',
      description: 'trust X-Forwarded-* from this proxy address or CIDR range',
    },
  ]
}
