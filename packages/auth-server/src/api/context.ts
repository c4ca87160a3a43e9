import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Mailer } from '../auth/mailer.js'
import type { RateLimiter } from '../auth/rate-limiter.js'
import type { RecoveryCipher } from '../auth/recovery-cipher.js'
import type { SessionTokens } from '../auth/session-tokens.js'
import type { FarcasterLogin } from '../farcaster/farcaster-login.js'
import { invalidAppConfiguration } from '../http/http-error.js'
import type { ProjectConfig } from '../options.js'
import { originMatches } from '../origin-pattern.js'
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
  frameOrigins: ReadonlySet<string>
  limits: { perIp: RateLimiter; perEmail: RateLimiter }
  trustProxy: boolean
  /** The service's public base URL (no trailing slash): DPoP proofs name it in `htu`. */
  publicUrl: () => string
  now: () => number
  log: (line: string) => void
}

/** One request as a route sees it. */
export interface RouteRequest {
  req: IncomingMessage
  res: ServerResponse
  url: URL
  params: Record<string, string>
}

/** The project, when it allows `hostOrigin`; 403 'Invalid App Configuration' otherwise. */
export function checkProject(
  context: AuthContext,
  projectId: string,
  hostOrigin: string,
): ProjectConfig {
  const project = context.projects.get(projectId)
  if (!project?.allowedOrigins.some((entry) => originMatches(entry, hostOrigin))) {
    throw invalidAppConfiguration()
  }
  return project
}

/** The client's IP (the first X-Forwarded-For entry only when told to trust the proxy). */
export function clientIp(context: AuthContext, req: IncomingMessage): string {
  if (context.trustProxy) {
    const forwarded = req.headers['x-forwarded-for']
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim()
    if (first) return first
  }
  return req.socket.remoteAddress ?? 'unknown'
}
