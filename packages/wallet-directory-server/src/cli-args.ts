import { DEFAULT_PORTS, type Env, resolveOptions, usageLines } from '@foyer/service-kit'
import { WALLET_DIRECTORY_OPTIONS } from './cli-options.js'
import type { WalletDirectoryServerOptions } from './options.js'

/** Usage text of the `foyer-wallet-directory` command. */
export const CLI_USAGE = `Usage: foyer-wallet-directory [options]

Serves the wallet directory (SPEC §7) until interrupted. It keeps no data. Each setting comes
from its flag, else its environment variable, else the JSON config file (--config).

Options:
${usageLines(WALLET_DIRECTORY_OPTIONS)}
`

/** Parsed command line: start a server with `options`, or print usage. */
export type CliCommand = { kind: 'help' } | { kind: 'serve'; options: WalletDirectoryServerOptions }

/**
 * Parses the command line (without `node` and the script) over the environment and the config
 * file. Throws a `ConfigError` naming the flag and the variable; the server validates the rest.
 */
export function parseCliArgs(argv: readonly string[], env: Env = process.env): CliCommand {
  const settings = resolveOptions(WALLET_DIRECTORY_OPTIONS, argv, env)
  if (settings.help) return { kind: 'help' }
  const { help: _help, stopOnStdinClose: _stop, anyOrigin, ...options } = settings
  if (anyOrigin) options.allowedOrigins = '*'
  return {
    kind: 'serve',
    options: {
      port: DEFAULT_PORTS.walletDirectory,
      logLevel: 'info',
      ...options,
    } as WalletDirectoryServerOptions,
  }
}
