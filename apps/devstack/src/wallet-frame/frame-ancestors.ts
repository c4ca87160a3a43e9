import { isOriginPattern } from '@foyer/common'

/** What refuses every framing page (a page nobody may frame, or an unknown project). */
export const NO_FRAME_ANCESTORS = "frame-ancestors 'none'"

/** How long a project's allowlist is reused before it is asked again. */
const CACHE_MS = 30_000
const LOOKUP_TIMEOUT_MS = 3_000

/**
 * The `Content-Security-Policy: frame-ancestors` of the frame's page for one project: the
 * project's allowed host origins, as the auth server answers them. The browser then refuses to
 * render the frame under any page (parent or further up) outside that list, so a hostile page
 * can neither frame the wallet nor frame an allowed dapp that frames it.
 */
export class FrameAncestors {
  private readonly cache = new Map<string, { policy: string; until: number }>()

  constructor(
    private readonly authUrl: string,
    private readonly fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
  ) {}

  /**
   * The header for a frame page loaded for `projectId`, asked for by `referer` (the embedding
   * page, whose origin the auth server must allow for the project to answer). Anything unknown
   * or failing gives {@link NO_FRAME_ANCESTORS}.
   */
  async policy(projectId: string | null, referer: string | undefined): Promise<string> {
    if (!projectId) return NO_FRAME_ANCESTORS
    const cached = this.cache.get(projectId)
    if (cached && cached.until > Date.now()) return cached.policy
    const hostOrigin = originOf(referer)
    if (!hostOrigin) return NO_FRAME_ANCESTORS
    const allowed = await this.allowedOrigins(projectId, hostOrigin)
    if (!allowed) return NO_FRAME_ANCESTORS
    const policy = frameAncestorsPolicy(allowed)
    this.cache.set(projectId, { policy, until: Date.now() + CACHE_MS })
    return policy
  }

  private async allowedOrigins(projectId: string, hostOrigin: string): Promise<string[] | null> {
    const url = new URL(`/v1/projects/${encodeURIComponent(projectId)}/config`, this.authUrl)
    url.searchParams.set('hostOrigin', hostOrigin)
    try {
      const response = await this.fetchImpl(url, { signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) })
      if (!response.ok) return null
      const body = (await response.json()) as { allowedOrigins?: unknown }
      return Array.isArray(body.allowedOrigins)
        ? body.allowedOrigins.filter((entry): entry is string => typeof entry === 'string')
        : null
    } catch {
      return null
    }
  }
}

/**
 * `frame-ancestors` listing `allowedOrigins` (each an origin pattern, which is also a CSP source
 * expression); entries of any other shape are left out, none left → `'none'`.
 */
export function frameAncestorsPolicy(allowedOrigins: string[]): string {
  const sources = allowedOrigins.filter(isOriginPattern)
  return sources.length === 0 ? NO_FRAME_ANCESTORS : `frame-ancestors ${sources.join(' ')}`
}

function originOf(referer: string | undefined): string | undefined {
  if (!referer) return undefined
  try {
    const origin = new URL(referer).origin
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}
