import {
  ConfigError,
  chooseStorage,
  DEFAULT_PORTS,
  type Env,
  parseSettings,
  resolveOptions,
  usageLines,
} from '@foyer/service-kit'
import { z } from 'zod'
import { DATA_SERVICE_OPTIONS, DEFAULT_DATA_DIR } from './cli-options.js'
import { type DataServiceOptions, dataServiceOptionsSchema } from './options.js'

/** Usage text of the `foyer-data-service` command. */
export const CLI_USAGE = `Usage: foyer-data-service --chain <chainId>=<rpcUrl> [options]
       foyer-data-service backup <file> [--data-dir <path>]    (the service stopped)
       foyer-data-service restore <file> [--data-dir <new path>]

Indexes EVM chains over JSON-RPC and serves balances, history, NFTs, prices and names
until interrupted. Data lives in a Postgres server (DATABASE_URL) or in embedded PGlite in a
data directory (default ${DEFAULT_DATA_DIR}); in memory only with --ephemeral. Each setting
comes from its flag, else its environment variable, else the JSON config file (--config).
Secrets are read from <VARIABLE>_FILE too.

Options:
${usageLines(DATA_SERVICE_OPTIONS)}
`

/** Parsed command line: start the service with `options`, or print usage. */
export type CliCommand =
  | { kind: 'help' }
  | { kind: 'serve'; options: DataServiceOptions; stopOnStdinClose: boolean }

/** What the command line adds to the options before they are checked. */
const cliSettingsSchema = z
  .object({
    pricesFile: z.record(z.string(), z.number()).optional(),
    prices: z.record(z.string(), z.number()).optional(),
    anyOrigin: z.boolean().optional(),
    allowedOrigins: z.union([z.literal('*'), z.array(z.string())]).optional(),
  })
  .passthrough()

/**
 * Parses the command line (without `node` and the script) over the environment and the config
 * file. Throws a {@link ConfigError} naming the flag and the variable to fix.
 */
export function parseCliArgs(argv: readonly string[], env: Env = process.env): CliCommand {
  const settings = resolveOptions(DATA_SERVICE_OPTIONS, argv, env)
  if (settings.help) return { kind: 'help' }
  const { help: _help, stopOnStdinClose, ...rest } = settings
  const { pricesFile, anyOrigin, ...options } = cliSettingsSchema.parse(rest)
  if (pricesFile) options.prices = { ...pricesFile, ...options.prices }
  if (anyOrigin) options.allowedOrigins = '*'
  const storage = chooseStorage(options as Parameters<typeof chooseStorage>[0], 'data-service')
  if (options.onrampSandbox && !(options.onrampSandbox as { secret?: string }).secret) {
    throw new ConfigError(
      '--onramp-sandbox needs FOYER_ONRAMP_SANDBOX_SECRET (or FOYER_ONRAMP_SANDBOX_SECRET_FILE)',
    )
  }
  const parsed = parseSettings(
    dataServiceOptionsSchema,
    {
      ...options,
      port: options.port ?? DEFAULT_PORTS.dataService,
      logLevel: options.logLevel ?? 'info',
      ...('dataDir' in storage ? { dataDir: storage.dataDir } : {}),
    },
    DATA_SERVICE_OPTIONS,
  )
  return {
    kind: 'serve',
    options: parsed as DataServiceOptions,
    stopOnStdinClose: stopOnStdinClose === true,
  }
}
