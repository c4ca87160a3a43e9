import { LOG_LEVELS, type LogLevel } from '@foyer/service-kit'
import { z } from 'zod'
import { DEFAULT_NAME_SUFFIX } from './names/name-rules.js'

/** One EVM chain to index and serve. */
export interface DataServiceChainOptions {
  chainId: number
  /** Plain JSON-RPC endpoint of a node of the chain. */
  rpcUrl: string
  /** Native currency. Default Ether (ETH, 18 decimals). */
  nativeCurrency?: { name: string; symbol: string; decimals: number }
  /** First block indexed on a fresh database. Default 0. */
  startBlock?: number
}

/** Options of {@link startDataService}. */
export interface DataServiceOptions {
  /** Interface to bind. Default `127.0.0.1`. */
  host?: string
  /** Port to bind; 0 picks a free one. Default 0. */
  port?: number
  /** The chains to index (at least one). */
  chains: DataServiceChainOptions[]
  /**
   * Postgres connection string. When set, data lives on that server; otherwise in embedded
   * PGlite in `dataDir`. One of `databaseUrl`, `dataDir` and `ephemeral` is required.
   */
  databaseUrl?: string
  /** PGlite's data directory (locked to one process). */
  dataDir?: string
  /** Keep everything in memory (tests, the local stack): registered names are lost on stop. */
  ephemeral?: boolean
  /** Blocks kept back from the head (reorg safety). Default 1. */
  confirmations?: number
  /** Most blocks per indexed range. Default 500. */
  blocksPerRange?: number
  /** Poll interval once caught up, in milliseconds. Default 1000. */
  pollIntervalMs?: number
  /** First and longest retry delay when a node fails, in milliseconds. Defaults 500 and 15000. */
  retryInitialMs?: number
  retryMaxMs?: number
  /** US-dollar prices by CAIP-10 id (`eip155:1:0x…`, `eip155:1:native`). Unlisted: 0. */
  prices?: Record<string, number>
  /** Names are `<label>.<suffix>`. Default `foyer.id`. */
  nameSuffix?: string
  /** How old a signed name registration may be, in seconds. Default 600. */
  maxMessageAgeSeconds?: number
  /** Browser origins allowed to read answers (`'*'` for any). Default `'*'`. */
  allowedOrigins?: '*' | string[]
  /** URL the service is reached at (absolute icon URLs). Default its own listening URL. */
  publicUrl?: string
  /** Receives log lines. Default `console.info`. */
  log?: (line: string) => void
  /** JSON request log level (pino). Default `warn`; the CLI's default is `info`. */
  logLevel?: LogLevel
  /** Reverse proxies (addresses or CIDR ranges) whose `X-Forwarded-*` headers are believed. */
  trustProxy?: readonly string[]
  /**
   * The chains swaps are offered on, each with its Uniswap v2 Router02 (its factory and
   * wrapped native currency are read from it). Each must be one of `chains`. Default none.
   */
  swap?: { chainId: number; router: string }[]
  /**
   * The local sandbox on-ramp provider (its checkout page, e.g. the local stack's, and the
   * secret shared with it). Without it the on-ramp endpoints answer 404.
   */
  onrampSandbox?: { checkoutUrl: string; secret: string; feePercent?: number }
}

const chainSchema = z
  .object({
    chainId: z.number().int().positive(),
    rpcUrl: z.url({ protocol: /^https?$/ }),
    nativeCurrency: z
      .object({
        name: z.string().min(1),
        symbol: z.string().min(1),
        decimals: z.number().int().min(0).max(36),
      })
      .default({ name: 'Ether', symbol: 'ETH', decimals: 18 }),
    startBlock: z.number().int().min(0).default(0),
  })
  .strict()

/** Validates {@link DataServiceOptions} and fills in defaults. */
export const dataServiceOptionsSchema = z
  .object({
    host: z.string().min(1).default('127.0.0.1'),
    port: z.number().int().min(0).max(65535).default(0),
    chains: z
      .array(chainSchema)
      .min(1, 'name at least one chain')
      .refine(
        (chains) => new Set(chains.map((chain) => chain.chainId)).size === chains.length,
        'each chain id may appear once',
      ),
    databaseUrl: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    dataDir: z.string().min(1).optional(),
    ephemeral: z.boolean().optional(),
    confirmations: z.number().int().min(0).max(1000).default(1),
    blocksPerRange: z.number().int().min(1).max(10_000).default(500),
    pollIntervalMs: z.number().int().min(10).default(1000),
    retryInitialMs: z.number().int().min(1).default(500),
    retryMaxMs: z.number().int().min(1).default(15_000),
    prices: z.record(z.string(), z.number().nonnegative()).default({}),
    nameSuffix: z
      .string()
      .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/, 'must be a lowercase domain like foyer.id')
      .default(DEFAULT_NAME_SUFFIX),
    maxMessageAgeSeconds: z.number().int().min(1).default(600),
    allowedOrigins: z.union([z.literal('*'), z.array(z.string())]).default('*'),
    publicUrl: z.url({ protocol: /^https?$/ }).optional(),
    log: z.custom<(line: string) => void>((value) => typeof value === 'function').optional(),
    logLevel: z.enum(LOG_LEVELS).default('warn'),
    trustProxy: z.array(z.string().min(1)).readonly().optional(),
    swap: z
      .array(
        z
          .object({
            chainId: z.number().int().positive(),
            router: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address'),
          })
          .strict(),
      )
      .default([]),
    onrampSandbox: z
      .object({
        checkoutUrl: z.url({ protocol: /^https?$/ }),
        secret: z.string().min(16, 'must have 16 characters or more'),
        // SPEC §9: the on-ramp fee shown is in the 1–2 % range.
        feePercent: z.number().min(1).max(2).optional(),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine(
    (options) =>
      options.swap.every((entry) =>
        options.chains.some((chain) => chain.chainId === entry.chainId),
      ),
    { message: 'every swap chain must be one of chains', path: ['swap'] },
  )
  .refine(
    (options) =>
      [options.databaseUrl, options.dataDir, options.ephemeral || undefined].filter(
        (value) => value !== undefined,
      ).length === 1,
    {
      message: 'say where data lives: exactly one of databaseUrl, dataDir, or ephemeral: true',
      path: ['dataDir'],
    },
  )

/** Options after validation, with defaults filled in. */
export type ResolvedDataServiceOptions = z.output<typeof dataServiceOptionsSchema>

/** Parses options; throws a `TypeError` naming every bad field. */
export function resolveDataServiceOptions(options: DataServiceOptions): ResolvedDataServiceOptions {
  const result = dataServiceOptionsSchema.safeParse(options)
  if (!result.success) {
    throw new TypeError(`Invalid data service options: ${z.prettifyError(result.error)}`)
  }
  return result.data
}
