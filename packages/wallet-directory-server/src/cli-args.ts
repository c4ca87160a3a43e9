import { parseArgs } from 'node:util'
import type { WalletDirectoryServerOptions } from './options.js'

/** Usage text of the `foyer-wallet-directory` command. */
export const CLI_USAGE = `Usage: foyer-wallet-directory [options]

Serves the wallet directory (SPEC §7) until interrupted.

Options:
  --host <address>               interface to bind (default 127.0.0.1)
  --port <number>                port to bind, 0 for a free one (default 0)
  --allowed-origin <origin>      allow this CORS origin; repeatable
  --any-origin                   allow every CORS origin
  --no-loopback-origins          do not allow localhost origins by default
  --synthetic-wallets <count>    add this many synthetic wallets (scale tests)
  --hidden-for-html-core <ids>   comma-separated wallet ids hidden for sv=html-core-*
  --certified <ids>              comma-separated wallet ids with the certified badge
  --analytics                    answer isAnalyticsEnabled: true
  --require-project-id           reject requests without projectId
  --project-id <id>              accept only this project id; repeatable
  --no-test-wallet               leave out the Foyer Test Wallet entry
  --test-wallet-webapp-url <url> webapp_link of the Foyer Test Wallet entry
  --help                         show this text
`

/** Parsed command line: start a server with `options`, or print usage. */
export type CliCommand = { kind: 'help' } | { kind: 'serve'; options: WalletDirectoryServerOptions }

/**
 * Parses the command line (without `node` and the script). Throws a `TypeError` with a
 * readable message for unknown flags or malformed numbers; the server validates the rest.
 */
export function parseCliArgs(argv: readonly string[]): CliCommand {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      'allowed-origin': { type: 'string', multiple: true },
      'any-origin': { type: 'boolean' },
      'no-loopback-origins': { type: 'boolean' },
      'synthetic-wallets': { type: 'string' },
      'hidden-for-html-core': { type: 'string' },
      certified: { type: 'string' },
      analytics: { type: 'boolean' },
      'require-project-id': { type: 'boolean' },
      'project-id': { type: 'string', multiple: true },
      'no-test-wallet': { type: 'boolean' },
      'test-wallet-webapp-url': { type: 'string' },
      help: { type: 'boolean' },
    },
  })
  if (values.help) return { kind: 'help' }
  const options: WalletDirectoryServerOptions = {}
  if (values.host !== undefined) options.host = values.host
  if (values.port !== undefined) options.port = wholeNumber('--port', values.port)
  if (values['any-origin']) options.allowedOrigins = '*'
  else if (values['allowed-origin']) options.allowedOrigins = values['allowed-origin']
  if (values['no-loopback-origins']) options.allowLoopbackOrigins = false
  if (values['synthetic-wallets'] !== undefined) {
    options.syntheticWallets = wholeNumber('--synthetic-wallets', values['synthetic-wallets'])
  }
  if (values['hidden-for-html-core'] !== undefined) {
    options.hiddenForHtmlCore = idList(values['hidden-for-html-core'])
  }
  if (values.certified !== undefined) options.certifiedWalletIds = idList(values.certified)
  if (values.analytics) options.analyticsEnabled = true
  if (values['require-project-id']) options.requireProjectId = true
  if (values['project-id']) options.projectIds = values['project-id']
  if (values['no-test-wallet']) options.includeTestWallet = false
  if (values['test-wallet-webapp-url'] !== undefined) {
    options.testWalletWebappUrl = values['test-wallet-webapp-url']
  }
  return { kind: 'serve', options }
}

function wholeNumber(flag: string, value: string): number {
  if (!/^\d+$/.test(value)) throw new TypeError(`${flag} must be a whole number, got '${value}'`)
  return Number(value)
}

function idList(value: string): string[] {
  return value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
}
