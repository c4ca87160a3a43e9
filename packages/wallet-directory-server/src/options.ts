import { LOG_LEVELS, type LogLevel } from '@foyer/service-kit'
import { DIRECTORY_ID_PATTERN } from '@foyer/wallet-directory/protocol'
import { z } from 'zod'
import { DEFAULT_HIDDEN_FOR_HTML_CORE } from './html-core.js'

/** Options of {@link startWalletDirectoryServer}. Every field is optional. */
export interface WalletDirectoryServerOptions {
  /** Interface to bind. Default `127.0.0.1`. */
  host?: string
  /** Port to bind; `0` picks a free one. Default `0`. */
  port?: number
  /**
   * Origins (`https://app.example`) allowed by CORS in addition to loopback origins, or
   * `'*'` for any origin.
   */
  allowedOrigins?: readonly string[] | '*'
  /** Allow `http(s)://localhost|127.0.0.1|[::1]` on any port. Default `true`. */
  allowLoopbackOrigins?: boolean
  /** Append this many deterministic synthetic wallets (scale tests). Default `0`. */
  syntheticWallets?: number
  /**
   * Wallet ids hidden from `/getWallets` when the sdk version (`sv`) starts with
   * `html-core-` (SPEC §7). Default {@link DEFAULT_HIDDEN_FOR_HTML_CORE}.
   */
  hiddenForHtmlCore?: readonly string[]
  /** `isAnalyticsEnabled` of `/getAnalyticsConfig`. Default `false`. */
  analyticsEnabled?: boolean
  /** Reject requests without a `projectId` query parameter (400). Default `false`. */
  requireProjectId?: boolean
  /** When set, only these project ids are accepted (others get 403). */
  projectIds?: readonly string[]
  /** Wallet ids carrying `badge_type: 'certified'`. Default none. */
  certifiedWalletIds?: readonly string[]
  /** Serve the Foyer Test Wallet entry (`foyer-test-wallet`). Default `true`. */
  includeTestWallet?: boolean
  /** `webapp_link` of the Foyer Test Wallet entry, e.g. the devstack's wallet page. */
  testWalletWebappUrl?: string
  /** JSON log level (pino). Default `warn`; the CLI's default is `info`. */
  logLevel?: LogLevel
  /** Reverse proxies (addresses or CIDR ranges) whose `X-Forwarded-*` headers are believed. */
  trustProxy?: readonly string[]
}

const idSchema = z.string().regex(DIRECTORY_ID_PATTERN)
const originSchema = z.string().refine(isOrigin, 'must be an origin like https://app.example')

/** Validates {@link WalletDirectoryServerOptions} and fills in defaults. */
export const serverOptionsSchema = z
  .object({
    host: z.string().min(1).default('127.0.0.1'),
    port: z.number().int().min(0).max(65535).default(0),
    allowedOrigins: z.union([z.literal('*'), z.array(originSchema).readonly()]).default([]),
    allowLoopbackOrigins: z.boolean().default(true),
    syntheticWallets: z.number().int().min(0).max(100_000).default(0),
    hiddenForHtmlCore: z.array(idSchema).readonly().default(DEFAULT_HIDDEN_FOR_HTML_CORE),
    analyticsEnabled: z.boolean().default(false),
    requireProjectId: z.boolean().default(false),
    projectIds: z.array(idSchema).readonly().optional(),
    certifiedWalletIds: z.array(idSchema).readonly().default([]),
    includeTestWallet: z.boolean().default(true),
    testWalletWebappUrl: z.url({ protocol: /^https?$/ }).optional(),
    logLevel: z.enum(LOG_LEVELS).default('warn'),
    trustProxy: z.array(z.string().min(1)).readonly().optional(),
  })
  .strict()

/** Options after validation, with every default filled in. */
export type ResolvedServerOptions = z.output<typeof serverOptionsSchema>

/** Parses options; throws a `TypeError` naming every bad field. */
export function resolveServerOptions(options: WalletDirectoryServerOptions): ResolvedServerOptions {
  const result = serverOptionsSchema.safeParse(options)
  if (!result.success) {
    throw new TypeError(`Invalid wallet directory options: ${z.prettifyError(result.error)}`)
  }
  return result.data
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value
  } catch {
    return false
  }
}
