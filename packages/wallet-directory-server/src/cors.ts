import type { CorsRules } from '@foyer/service-kit'

/** Request headers a browser may send cross-origin (answered in preflight). */
const ALLOWED_REQUEST_HEADERS = [
  'Content-Type',
  'If-None-Match',
  'X-Project-Id',
  'X-Sdk-Type',
  'X-Sdk-Version',
]
/** Methods the directory answers (POST: analytics events at `/e`). */
export const ALLOWED_METHODS = 'GET, HEAD, POST, OPTIONS'
/** How long a browser may cache a preflight answer, in seconds. */
const PREFLIGHT_MAX_AGE_SECONDS = 600

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Decides which origins may read the directory's responses. */
export interface OriginPolicy {
  allows(origin: string): boolean
}

/** `'*'` allows every origin; otherwise the listed origins, plus loopback when enabled. */
export function createOriginPolicy(
  allowedOrigins: readonly string[] | '*',
  allowLoopbackOrigins: boolean,
): OriginPolicy {
  if (allowedOrigins === '*') return { allows: () => true }
  const listed = new Set(allowedOrigins)
  return {
    allows(origin) {
      if (listed.has(origin)) return true
      return allowLoopbackOrigins && isLoopbackOrigin(origin)
    },
  }
}

/** `http(s)://localhost`, `127.0.0.1` or `[::1]` on any port. */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin)
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.origin === origin &&
      LOOPBACK_HOSTNAMES.has(url.hostname)
    )
  } catch {
    return false
  }
}

/**
 * The directory's CORS rules: an allowed origin is echoed (errors included) and may read
 * `ETag`, `Cache-Control` and `Content-Type`; other origins are still answered (images need no
 * CORS) but their preflight is refused with 403 `origin_not_allowed`.
 */
export function directoryCorsRules(policy: OriginPolicy): CorsRules {
  return {
    allows: (origin) => policy.allows(origin),
    methods: ALLOWED_METHODS.split(', '),
    allowedHeaders: ALLOWED_REQUEST_HEADERS,
    exposedHeaders: ['ETag', 'Cache-Control', 'Content-Type'],
    maxAgeSeconds: PREFLIGHT_MAX_AGE_SECONDS,
    refuseOtherPreflights: true,
  }
}
