import type { IncomingMessage, ServerResponse } from 'node:http'

/** Request headers a browser may send cross-origin (answered in preflight). */
const ALLOWED_REQUEST_HEADERS =
  'Content-Type, If-None-Match, X-Project-Id, X-Sdk-Type, X-Sdk-Version'
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
 * Adds CORS response headers for an allowed `Origin`. Responses always vary by origin, so
 * caches never hand one origin's answer to another.
 */
export function applyCorsHeaders(
  req: IncomingMessage,
  res: ServerResponse,
  policy: OriginPolicy,
): void {
  res.setHeader('Vary', 'Origin')
  const origin = req.headers.origin
  if (origin === undefined || !policy.allows(origin)) return
  res.setHeader('Access-Control-Allow-Origin', origin)
  res.setHeader('Access-Control-Expose-Headers', 'ETag, Cache-Control, Content-Type')
}

/** Headers of a successful preflight answer (after {@link applyCorsHeaders}). */
export function applyPreflightHeaders(res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS)
  res.setHeader('Access-Control-Allow-Headers', ALLOWED_REQUEST_HEADERS)
  res.setHeader('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS))
}
