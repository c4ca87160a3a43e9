import { type Env, parseSettings, resolveOptions, usageLines } from '@foyer/service-kit'
import { PAYMASTER_OPTIONS } from './cli-options.js'
import { type PaymasterOptions, paymasterOptionsSchema } from './options.js'

/** Usage text of the `foyer-paymaster` command. */
export const CLI_USAGE = `Usage: PAYMASTER_SIGNER_KEY_FILE=<file> foyer-paymaster --paymaster <chainId>=<address> --policies <file> [options]

Sponsors the gas of EntryPoint v0.7 user operations that each project's policy allows, as an
ERC-7677 paymaster service (POST /rpc/<project>: pm_getPaymasterStubData, pm_getPaymasterData),
backed by the VerifyingPaymaster contract. Spending is recorded in a Postgres server
(DATABASE_URL) shared by every instance, or in embedded PGlite in a data directory (default
./foyer-data/paymaster). Each setting comes from its flag, else its environment variable, else
the JSON config file (--config). Secrets are read from <VARIABLE>_FILE too.

Options:
${usageLines(PAYMASTER_OPTIONS)}
`

/** Parsed command line: start the service with `options`, or print usage. */
export type CliCommand =
  | { kind: 'help' }
  | { kind: 'serve'; options: PaymasterOptions; stopOnStdinClose: boolean }

/**
 * Parses the command line (without `node` and the script) over the environment and the config
 * file. Throws a {@link ConfigError} naming the flag and the variable to fix (never the key).
 */
export function parseCliArgs(argv: readonly string[], env: Env = process.env): CliCommand {
  const settings = resolveOptions(PAYMASTER_OPTIONS, argv, env)
  if (settings.help) return { kind: 'help' }
  const { help: _help, stopOnStdinClose, ...rest } = settings
  // The command logs each request (`info`); a program starting the service gets `warn`.
  const options = parseSettings(
    paymasterOptionsSchema,
    { ...rest, logLevel: rest.logLevel ?? 'info' },
    PAYMASTER_OPTIONS,
  )
  return { kind: 'serve', options, stopOnStdinClose: stopOnStdinClose === true }
}
