import {
  ConfigError,
  chooseStorage,
  DEFAULT_PORTS,
  type Env,
  parseSettings,
  resolveOptions,
  usageLines,
} from '@foyer/service-kit'
import { AUTH_SERVER_OPTIONS, DEFAULT_DATA_DIR } from './cli-options.js'
import { type AuthServerOptions, authServerConfigSchema } from './options.js'

/** Usage text of the `foyer-auth-server` command. */
export const CLI_USAGE = `Usage: foyer-auth-server [options]
       foyer-auth-server keys rotate    (RECOVERY_KEY to NEW_RECOVERY_KEY; every instance stopped)
       foyer-auth-server backup <file> [--data-dir <path>]    (the service stopped)
       foyer-auth-server restore <file> [--data-dir <new path>]

Serves email one-time-code and social login, sessions and the wallet key-share store for the
Foyer wallet frame until interrupted. Data lives in a Postgres server (DATABASE_URL) or in
embedded PGlite in a data directory (default ${DEFAULT_DATA_DIR}); in memory only with
--ephemeral. Each setting comes from its flag, else its environment variable, else the JSON
config file (--config). Secrets are read from <VARIABLE>_FILE too.

Options:
${usageLines(AUTH_SERVER_OPTIONS)}

Environment only: RECOVERY_KEY (32 bytes, hex or base64; required), and per provider
AUTH_<NAME>_ISSUER, AUTH_<NAME>_CLIENT_ID, AUTH_<NAME>_CLIENT_SECRET (NAME: GOOGLE, GITHUB,
APPLE, FACEBOOK, X, DISCORD).
`

/** Parsed command line: start the server with `options`, or print usage. */
export type CliCommand =
  | { kind: 'help' }
  | { kind: 'serve'; options: AuthServerOptions; stopOnStdinClose: boolean }

/**
 * Parses the command line (without `node` and the script) over the environment and the config
 * file. Throws a {@link ConfigError} naming the flag and the variable to fix.
 */
export function parseCliArgs(argv: readonly string[], env: Env = process.env): CliCommand {
  const settings = resolveOptions(AUTH_SERVER_OPTIONS, argv, env)
  if (settings.help) return { kind: 'help' }
  const { help: _help, stopOnStdinClose, ...rest } = settings
  const parsed = parseSettings(authServerConfigSchema, rest, AUTH_SERVER_OPTIONS)
  const storage = chooseStorage(parsed, 'auth-server')
  if (!parsed.recoveryKey && !parsed.ephemeral) {
    throw new ConfigError(
      'RECOVERY_KEY (or RECOVERY_KEY_FILE) is required: 32 bytes, hex or base64; it encrypts recovery shares',
    )
  }
  return {
    kind: 'serve',
    options: {
      ...parsed,
      port: parsed.port ?? DEFAULT_PORTS.authServer,
      ...('dataDir' in storage ? { dataDir: storage.dataDir } : {}),
    },
    stopOnStdinClose: stopOnStdinClose === true,
  }
}
