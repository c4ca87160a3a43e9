import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import type { DataServiceOptions } from './options.js'

/** Usage text of the `foyer-data-service` command. */
export const CLI_USAGE = `Usage: foyer-data-service --chain <chainId>=<rpcUrl> [options]

Indexes EVM chains over JSON-RPC and serves balances, history, NFTs, prices and names
until interrupted. Data lives in embedded PGlite unless DATABASE_URL (or --database-url)
names a Postgres server.

Options:
  --chain <id>=<url>          index chain <id> through JSON-RPC <url>; repeatable (required)
  --host <address>            interface to bind (default 127.0.0.1)
  --port <number>             port to bind, 0 for a free one (default 0)
  --database-url <url>        Postgres server (default: the DATABASE_URL environment variable)
  --data-dir <path>           PGlite data directory (default: in memory)
  --confirmations <n>         blocks kept back from the head (default 1)
  --blocks-per-range <n>      most blocks per indexed range (default 500)
  --poll-interval-ms <n>      wait between polls once caught up (default 1000)
  --price <caip10>=<usd>      price of a token (eip155:1:0x… or eip155:1:native); repeatable
  --prices-file <path>        JSON object of prices by CAIP-10 id
  --name-suffix <domain>      names are <label>.<domain> (default foyer.id)
  --swap-router <id>=<addr>   offer swaps on chain <id> through Uniswap v2 Router02 <addr>; repeatable
  --public-url <url>          URL the service is reached at (for icon URLs)
  --any-origin / --allowed-origin <origin>  CORS (default any origin)
  --onramp-sandbox <url>      offer the sandbox on-ramp whose checkout page is <url>; the
                              secret shared with it comes from FOYER_ONRAMP_SANDBOX_SECRET
  --stop-on-stdin-close       stop when standard input closes (for a parent process)
  --help                      show this text
`

/** Parsed command line: start the service with `options`, or print usage. */
export type CliCommand =
  | { kind: 'help' }
  | { kind: 'serve'; options: DataServiceOptions; stopOnStdinClose: boolean }

const pricesFileSchema = z.record(z.string(), z.number().nonnegative())

/**
 * Parses the command line (without `node` and the script); `env` supplies DATABASE_URL.
 * Throws a `TypeError` with a readable message for unknown flags or malformed values.
 */
export function parseCliArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = process.env,
): CliCommand {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      chain: { type: 'string', multiple: true },
      host: { type: 'string' },
      port: { type: 'string' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      confirmations: { type: 'string' },
      'blocks-per-range': { type: 'string' },
      'poll-interval-ms': { type: 'string' },
      price: { type: 'string', multiple: true },
      'prices-file': { type: 'string' },
      'name-suffix': { type: 'string' },
      'swap-router': { type: 'string', multiple: true },
      'public-url': { type: 'string' },
      'any-origin': { type: 'boolean' },
      'allowed-origin': { type: 'string', multiple: true },
      'stop-on-stdin-close': { type: 'boolean' },
      'onramp-sandbox': { type: 'string' },
      help: { type: 'boolean' },
    },
  })
  if (values.help) return { kind: 'help' }
  if (!values.chain || values.chain.length === 0) {
    throw new TypeError('--chain <chainId>=<rpcUrl> is required')
  }
  const options: DataServiceOptions = {
    chains: values.chain.map((entry) => {
      const [id, url] = splitPair('--chain', entry)
      return { chainId: wholeNumber('--chain', id), rpcUrl: url }
    }),
  }
  if (values.host !== undefined) options.host = values.host
  if (values.port !== undefined) options.port = wholeNumber('--port', values.port)
  const databaseUrl = values['database-url'] ?? env.DATABASE_URL
  if (databaseUrl) options.databaseUrl = databaseUrl
  if (values['data-dir'] !== undefined) options.dataDir = values['data-dir']
  if (values.confirmations !== undefined) {
    options.confirmations = wholeNumber('--confirmations', values.confirmations)
  }
  if (values['blocks-per-range'] !== undefined) {
    options.blocksPerRange = wholeNumber('--blocks-per-range', values['blocks-per-range'])
  }
  if (values['poll-interval-ms'] !== undefined) {
    options.pollIntervalMs = wholeNumber('--poll-interval-ms', values['poll-interval-ms'])
  }
  const prices: Record<string, number> = {}
  if (values['prices-file'] !== undefined) {
    const parsed = pricesFileSchema.safeParse(
      JSON.parse(readFileSync(values['prices-file'], 'utf8')),
    )
    if (!parsed.success) throw new TypeError(`--prices-file: ${z.prettifyError(parsed.error)}`)
    Object.assign(prices, parsed.data)
  }
  for (const entry of values.price ?? []) {
    const [id, usd] = splitPair('--price', entry)
    const price = Number(usd)
    if (!Number.isFinite(price) || price < 0 || usd.trim() === '') {
      throw new TypeError(`--price needs a non-negative number, got '${usd}'`)
    }
    prices[id] = price
  }
  if (Object.keys(prices).length > 0) options.prices = prices
  if (values['name-suffix'] !== undefined) options.nameSuffix = values['name-suffix']
  if (values['swap-router']) {
    options.swap = values['swap-router'].map((entry) => {
      const [id, router] = splitPair('--swap-router', entry)
      return { chainId: wholeNumber('--swap-router', id), router }
    })
  }
  if (values['public-url'] !== undefined) options.publicUrl = values['public-url']
  if (values['any-origin']) options.allowedOrigins = '*'
  else if (values['allowed-origin']) options.allowedOrigins = values['allowed-origin']
  if (values['onramp-sandbox'] !== undefined) {
    const secret = env.FOYER_ONRAMP_SANDBOX_SECRET
    if (!secret) throw new TypeError('--onramp-sandbox needs FOYER_ONRAMP_SANDBOX_SECRET')
    options.onrampSandbox = { checkoutUrl: values['onramp-sandbox'], secret }
  }
  return { kind: 'serve', options, stopOnStdinClose: values['stop-on-stdin-close'] === true }
}

function splitPair(flag: string, entry: string): [string, string] {
  const at = entry.indexOf('=')
  if (at <= 0 || at === entry.length - 1) {
    throw new TypeError(`${flag} takes <key>=<value>, got '${entry}'`)
  }
  return [entry.slice(0, at), entry.slice(at + 1)]
}

function wholeNumber(flag: string, value: string): number {
  if (!/^\d+$/.test(value)) throw new TypeError(`${flag} must be a whole number, got '${value}'`)
  return Number(value)
}
