import { readFileSync } from 'node:fs'
import {
  DEFAULT_PORTS,
  listenOptions,
  type OptionSpec,
  operateOptions,
  storageOptions,
  wholeNumber,
} from '@foyer/service-kit'
import { z } from 'zod'

/** The data directory when none is given (relative to the working directory). */
export const DEFAULT_DATA_DIR = './foyer-data/data-service'

const pricesFileSchema = z.record(z.string(), z.number().nonnegative())

/**
 * Every option of `foyer-data-service`: flag > environment variable > config file key. The
 * README's options table is generated from this list (see cli-args.test.ts).
 */
export const DATA_SERVICE_OPTIONS: readonly OptionSpec[] = [
  {
    key: 'chains',
    flag: 'chain',
    env: 'CHAINS',
    type: 'list',
    parse: (entries) =>
      list(entries).map((entry) => {
        const [id, rpcUrl] = splitPair(entry)
        return { chainId: wholeNumber(id), rpcUrl }
      }),
    description: 'index chain <id> through JSON-RPC <url>: <id>=<url> (required)',
  },
  ...listenOptions(DEFAULT_PORTS.dataService),
  ...operateOptions(),
  ...storageOptions('data-service', 'registered names are lost'),
  {
    key: 'confirmations',
    flag: 'confirmations',
    env: 'CONFIRMATIONS',
    parse: wholeNumber,
    defaultText: '1',
    description: 'blocks kept back from the head',
  },
  {
    key: 'blocksPerRange',
    flag: 'blocks-per-range',
    env: 'BLOCKS_PER_RANGE',
    parse: wholeNumber,
    defaultText: '500',
    description: 'most blocks per indexed range',
  },
  {
    key: 'pollIntervalMs',
    flag: 'poll-interval-ms',
    env: 'POLL_INTERVAL_MS',
    parse: wholeNumber,
    defaultText: '1000',
    description: 'wait between polls once caught up',
  },
  {
    key: 'prices',
    flag: 'price',
    env: 'PRICES',
    type: 'list',
    parse: (entries) =>
      Object.fromEntries(
        list(entries).map((entry) => {
          const [id, usd] = splitPair(entry)
          const price = Number(usd)
          if (!Number.isFinite(price) || price < 0 || usd.trim() === '') {
            throw new Error(`needs a non-negative number, got '${usd}'`)
          }
          return [id, price]
        }),
      ),
    description: 'price of a token in USD: <caip10>=<usd> (eip155:1:0x… or eip155:1:native)',
  },
  {
    key: 'pricesFile',
    flag: 'prices-file',
    env: 'PRICES_FILE',
    parse: (file) => {
      const parsed = pricesFileSchema.safeParse(JSON.parse(readFileSync(String(file), 'utf8')))
      if (!parsed.success) throw new Error(z.prettifyError(parsed.error))
      return parsed.data
    },
    description: 'JSON object of prices by CAIP-10 id (under --price)',
  },
  {
    key: 'nameSuffix',
    flag: 'name-suffix',
    env: 'NAME_SUFFIX',
    defaultText: 'foyer.id',
    description: 'names are <label>.<domain>',
  },
  {
    key: 'swap',
    flag: 'swap-router',
    env: 'SWAP_ROUTERS',
    type: 'list',
    parse: (entries) =>
      list(entries).map((entry) => {
        const [id, router] = splitPair(entry)
        return { chainId: wholeNumber(id), router }
      }),
    description: 'offer swaps on chain <id> through Uniswap v2 Router02 <addr>: <id>=<addr>',
  },
  {
    key: 'publicUrl',
    flag: 'public-url',
    env: 'PUBLIC_URL',
    defaultText: 'the listening URL',
    description: 'URL the service is reached at (for icon URLs)',
  },
  {
    key: 'allowedOrigins',
    flag: 'allowed-origin',
    env: 'ALLOWED_ORIGINS',
    type: 'list',
    defaultText: 'any origin',
    description: 'browser origins allowed to read answers (CORS)',
  },
  {
    key: 'anyOrigin',
    flag: 'any-origin',
    env: 'ANY_ORIGIN',
    type: 'boolean',
    description: 'allow every browser origin (the default when no origin is listed)',
  },
  {
    key: 'onrampSandbox.checkoutUrl',
    flag: 'onramp-sandbox',
    env: 'ONRAMP_SANDBOX_URL',
    description: 'offer the sandbox on-ramp whose checkout page is <url>',
  },
  {
    key: 'onrampSandbox.secret',
    env: 'FOYER_ONRAMP_SANDBOX_SECRET',
    secret: true,
    description: 'the secret shared with the sandbox on-ramp (with --onramp-sandbox)',
  },
]

function list(entries: string | string[]): string[] {
  return typeof entries === 'string' ? [entries] : entries
}

function splitPair(entry: string): [string, string] {
  const at = entry.indexOf('=')
  if (at <= 0 || at === entry.length - 1) throw new Error(`takes <key>=<value>, got '${entry}'`)
  return [entry.slice(0, at), entry.slice(at + 1)]
}
