import { isOriginPattern } from '@foyer/common'
import { LOG_LEVELS, type LogDestination } from '@foyer/service-kit'
import { z } from 'zod'
import { isCidr } from './http/client-ip.js'

/** The social providers Foyer knows (SPEC §5). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
/** One of {@link SOCIAL_PROVIDERS}. */
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

const originSchema = z.string().refine((value) => {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value
  } catch {
    return false
  }
}, 'must be an origin such as https://app.example (scheme, host, optional port, no path)')

const httpUrlSchema = z.url({ protocol: /^https?$/ })

const originPatternSchema = z
  .string()
  .refine(
    isOriginPattern,
    'must be an origin, optionally with a * port (http://127.0.0.1:*) or a *. subdomain (https://*.app.example)',
  )

/**
 * Who can rebuild a user's key (see the wallet frame README's custody table):
 * - `password`: the recovery share is sealed in the frame under a key from the user's recovery
 *   password (scrypt); the service stores ciphertext it cannot open. Non-custodial. The default.
 * - `passkey`: sealed under the user's passkey PRF output instead. Non-custodial.
 * - `operator`: the service keeps the recovery share under `RECOVERY_KEY`, so whoever runs it
 *   (or holds its database and environment) can rebuild every key. Custodial, never the default.
 */
export const CUSTODY_MODES = ['password', 'passkey', 'operator'] as const
/** One of {@link CUSTODY_MODES}. */
export type CustodyMode = (typeof CUSTODY_MODES)[number]
/** The custody mode of a project that names none. */
export const DEFAULT_CUSTODY_MODE: CustodyMode = 'password'

/** One project: which host pages may use the wallet, and its account answers. */
export const projectSchema = z.object({
  /** Exact origins or patterns (see `originMatches` of `@foyer/common`). */
  allowedOrigins: z.array(originPatternSchema),
  /** CAIP-2 networks where smart accounts are on (SPEC §4 fallback: none). */
  smartAccountNetworks: z
    .array(z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/))
    .optional(),
  /** SPEC §4 fallback: eoa. */
  preferredAccountType: z.enum(['eoa', 'smartAccount']).optional(),
  /** Who can rebuild a key of this project's users (default {@link DEFAULT_CUSTODY_MODE}). */
  custody: z.enum(CUSTODY_MODES).optional(),
  /**
   * The frame asks a fresh check (passkey or authenticator code) before signing a transaction
   * whose value exceeds this many wei (a decimal string). Absent: never.
   */
  stepUpAboveWei: z
    .string()
    .regex(/^\d{1,78}$/, 'must be a whole number of wei')
    .optional(),
})
/** One project's configuration. */
export type ProjectConfig = z.infer<typeof projectSchema>

/**
 * One provider's OAuth 2 / OpenID Connect client. With `issuer`, endpoints come from its
 * `/.well-known/openid-configuration`; explicit endpoints override (providers without
 * discovery, such as GitHub, need them).
 */
export const providerSchema = z.object({
  issuer: httpUrlSchema.optional(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  authorizationEndpoint: httpUrlSchema.optional(),
  tokenEndpoint: httpUrlSchema.optional(),
  userinfoEndpoint: httpUrlSchema.optional(),
  jwksUri: httpUrlSchema.optional(),
  /** Scopes requested (default `openid email profile`). */
  scopes: z.array(z.string().min(1)).optional(),
  /** How the client authenticates at the token endpoint (default `client_secret_post`). */
  tokenAuthMethod: z.enum(['client_secret_post', 'client_secret_basic']).optional(),
  /** `form_post` for providers that post the callback (Apple with name/email scopes). */
  responseMode: z.enum(['query', 'form_post']).optional(),
})
/** One provider's client configuration. */
export type ProviderConfig = z.infer<typeof providerSchema>

/**
 * Sign In With Farcaster: the relay channel API (`/v1/channel*`, as `@farcaster/auth-client`
 * calls it) and where custody is verified.
 */
export const farcasterSchema = z.object({
  /** The Farcaster client page a channel's URL opens (with `?channelToken=&nonce=…`). */
  clientUrl: httpUrlSchema,
  /** JSON-RPC of the chain holding the IdRegistry. */
  rpcUrl: httpUrlSchema,
  /** The IdRegistry (ABI-compatible with Farcaster's: `idOf`, `custodyOf`). */
  idRegistryAddress: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address'),
  /** When set, `/v1/channel/authenticate` requires it in `X-Farcaster-Auth-Relay-Key`. */
  relayKey: z.string().min(16).optional(),
})
/** The Farcaster login configuration. */
export type FarcasterConfig = z.infer<typeof farcasterSchema>

/** Limits (per fixed window). */
export const rateLimitsSchema = z.object({
  /** Requests to the code and login endpoints per IP per minute (default 30). */
  perIpPerMinute: z.number().int().positive().optional(),
  /** Codes sent to one email address per hour (default 10). */
  perEmailPerHour: z.number().int().positive().optional(),
  /**
   * Wrong codes per email address per day, across codes and server instances (default 20);
   * past 5 each wrong code doubles the wait before the next guess (up to 15 minutes).
   */
  failedCodesPerEmailPerDay: z.number().int().positive().optional(),
  /** Seconds a new code for the same email address is refused after one was sent (default 30). */
  codeCooldownSeconds: z.number().int().positive().optional(),
})

/** Everything the configuration file may hold (the CLI merges flags and environment over it). */
export const authServerConfigSchema = z
  .object({
    host: z.string().optional(),
    port: z.number().int().min(0).max(65535).optional(),
    publicUrl: httpUrlSchema.optional(),
    databaseUrl: z.string().optional(),
    dataDir: z.string().optional(),
    /** Keep everything in memory (tests, the local stack): every wallet is lost on stop. */
    ephemeral: z.boolean().optional(),
    frameOrigins: z.array(originSchema).min(1),
    /**
     * The passkeys' relying party id: a host name the frame's origin is on (a parent domain, so
     * passkeys survive moving the frame between its subdomains). Default: the frame's host name.
     */
    passkeyRpId: z
      .string()
      .regex(/^(?=.*[a-z])[a-z0-9-]+(\.[a-z0-9-]+)*$/, 'must be a host name (not an IP address)')
      .optional(),
    projects: z.record(z.string().min(1), projectSchema),
    smtp: z.object({
      url: z.string().regex(/^smtps?:\/\//, 'must be smtp:// or smtps://'),
      from: z.string().min(3),
    }),
    providers: z.partialRecord(z.enum(SOCIAL_PROVIDERS), providerSchema).optional(),
    /** Sign In With Farcaster (off without it). */
    farcaster: farcasterSchema.optional(),
    /** 32 bytes, base64 or hex: encrypts recovery shares at rest. */
    recoveryKey: z.string().optional(),
    /**
     * The proxies in front of the server: how many append to X-Forwarded-For (hops), or the
     * networks (CIDR) they connect from. Rate limits key on the right-most entry a trusted proxy
     * added. Default: none (the socket's peer address).
     */
    trustedProxies: z
      .union([
        z.number().int().min(0).max(16),
        z
          .array(
            z.string().refine(isCidr, 'must be an IP address or CIDR range (10.0.0.0/8, fd00::/8)'),
          )
          .min(1),
      ])
      .optional(),
    /**
     * `redis://` URL of a Redis every instance shares: the per-IP limit counts there, so several
     * instances spend one budget (default: in this process's memory).
     */
    redisUrl: z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
      .optional(),
    /** Same as `trustedProxies: 1` (one proxy); kept for existing configurations. */
    trustProxy: z.boolean().optional(),
    rateLimits: rateLimitsSchema.optional(),
    /** Level of the JSON request logs (default `warn`: refusals and failures only). */
    logLevel: z.enum(LOG_LEVELS).optional(),
    /**
     * Projects of one operator that share users and wallets: `{ group: ['proj-a', 'proj-b'] }`.
     * Without it every project has its own users (an email in two projects is two users with two
     * wallets). A project belongs to at most one group.
     */
    projectGroups: z.record(z.string().min(1), z.array(z.string().min(1)).min(1)).optional(),
    /**
     * Custody modes by project id (the `--custody` flag), over each project's own `custody`.
     */
    projectCustody: z.record(z.string().min(1), z.enum(CUSTODY_MODES)).optional(),
  })
  .superRefine((config, ctx) => {
    for (const projectId of Object.keys(config.projectCustody ?? {})) {
      if (!(projectId in config.projects)) {
        ctx.addIssue({
          code: 'custom',
          path: ['projectCustody', projectId],
          message: `names project '${projectId}', which is not in projects`,
        })
      }
    }
    const seen = new Map<string, string>()
    for (const [group, members] of Object.entries(config.projectGroups ?? {})) {
      for (const projectId of members) {
        if (!(projectId in config.projects)) {
          ctx.addIssue({
            code: 'custom',
            path: ['projectGroups', group],
            message: `names project '${projectId}', which is not in projects`,
          })
        }
        const other = seen.get(projectId)
        if (other !== undefined && other !== group) {
          ctx.addIssue({
            code: 'custom',
            path: ['projectGroups', group],
            message: `project '${projectId}' is already in group '${other}'`,
          })
        }
        seen.set(projectId, group)
      }
    }
  })

/** Options of {@link startAuthServer}. */
export type AuthServerOptions = z.infer<typeof authServerConfigSchema> & {
  /** The clock (milliseconds); tests pass a fake one. */
  now?: () => number
  /** Where log lines go (default console.info). */
  log?: (line: string) => void
  /** Where the JSON request logs go (default stdout); tests pass a collector. */
  logDestination?: LogDestination
  /** How often expired rows are swept (default 10 minutes); tests pass a short one. */
  sweepIntervalMs?: number
}

/** Parses options; throws a `TypeError` naming what is wrong. */
export function parseAuthServerOptions(options: AuthServerOptions): AuthServerOptions {
  const parsed = authServerConfigSchema.safeParse(options)
  if (!parsed.success) throw new TypeError(z.prettifyError(parsed.error))
  const { projectCustody, projects } = parsed.data
  // Every project ends up with its mode spelled out: the flag's, its own, or the default.
  const withCustody = Object.fromEntries(
    Object.entries(projects).map(([id, project]) => [
      id,
      { ...project, custody: projectCustody?.[id] ?? project.custody ?? DEFAULT_CUSTODY_MODE },
    ]),
  )
  return { ...options, ...parsed.data, projects: withCustody }
}

/** Decodes a 32-byte key written as 64 hex digits or base64; throws a `TypeError` otherwise. */
export function decodeRecoveryKey(text: string): Buffer {
  const bytes = /^[0-9a-fA-F]{64}$/.test(text)
    ? Buffer.from(text, 'hex')
    : Buffer.from(text, 'base64')
  if (bytes.length !== 32)
    throw new TypeError('recoveryKey must be 32 bytes (64 hex digits or base64)')
  return bytes
}
