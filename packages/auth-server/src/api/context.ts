import type { IncomingMessage } from 'node:http'
import { originMatches } from '@foyer/common'
import type { CodeLimits } from '../auth/code-budget.js'
import type { Mailer } from '../auth/mailer.js'
import type { ProjectScopes } from '../auth/project-scope.js'
import type { RecoveryCipher } from '../auth/recovery-cipher.js'
import type { SessionTokens } from '../auth/session-tokens.js'
import type { FarcasterLogin } from '../farcaster/farcaster-login.js'
import type { AuthMetrics } from '../http/auth-metrics.js'
import { clientAddressKey, type TrustedProxies } from '../http/client-ip.js'
import { invalidAppConfiguration } from '../http/http-error.js'
import type { RefusalLog } from '../http/refusal-log.js'
import type { ProjectConfig } from '../options.js'
import type { SocialLogin } from '../social/social-login.js'
import type { Storage } from '../storage/open-storage.js'

/** Everything a route needs. */
export interface AuthContext {
  storage: Storage
  tokens: SessionTokens
  cipher: RecoveryCipher
  mailer: Mailer
  social: SocialLogin
  /** Sign In With Farcaster, when configured. */
  farcaster?: FarcasterLogin
  /** Keys the code hashes. */
  pepper: string
  projects: ReadonlyMap<string, ProjectConfig>
  /** Which projects share users: each alone unless the operator grouped them. */
  scopes: ProjectScopes
  frameOrigins: ReadonlySet<string>
  /** The passkeys' RP ID when the operator set one (a parent domain of the frame); else the frame's host name. */
  passkeyRpId?: string
  /**
   * Requests per client address per minute to the routes marked `limited`, counted in the Redis
   * at `redisUrl` when set (one budget for every instance), else in memory.
   */
  limits: { perIpPerMinute: number; redisUrl?: string | undefined }
  /** Per-email code budget, kept in the database (`auth/code-budget.ts`). */
  codeLimits: CodeLimits
  /** Who may set the client address in X-Forwarded-For. */
  trustedProxies: TrustedProxies
  /** The service's public base URL (no trailing slash): DPoP proofs name it in `htu`. */
  publicUrl: () => string
  now: () => number
  log: (line: string) => void
  /** Logs each distinct refused origin once, for the operator. */
  refusals: RefusalLog
  /** The service's own Prometheus figures (logins by method, refusals by reason). */
  metrics: AuthMetrics
}

/** The project, when it allows `hostOrigin`; 403 'Invalid App Configuration' otherwise. */
export function checkProject(
  context: AuthContext,
  projectId: string,
  hostOrigin: string,
): ProjectConfig {
  const project = context.projects.get(projectId)
  if (!project?.allowedOrigins.some((entry) => originMatches(entry, hostOrigin))) {
    context.refusals.hostOrigin(projectId, hostOrigin, project !== undefined)
    throw invalidAppConfiguration()
  }
  return project
}

/** The client's address as rate limits key it (see `client-ip.ts`: trusted proxies, IPv6 /64). */
export function clientIp(context: AuthContext, req: IncomingMessage): string {
  return clientAddressKey(req, context.trustedProxies)
}
