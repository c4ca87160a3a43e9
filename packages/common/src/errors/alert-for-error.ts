import { safeGet } from '../internal/safe-get.js'
import type { AlertKey } from '../messages/en.js'
import { isFoyerError } from './FoyerError.js'

/** Message patterns of relay and service errors that call for an alert (SPEC §8). */
const ALERT_PATTERNS: readonly (readonly [AlertKey, RegExp])[] = [
  ['ORIGIN_NOT_ALLOWED', /origin not allowed|origin .*not (allow|whitelist|allowlist)ed/i],
  ['SESSION_EXPIRED', /jwt|token (has )?expired|session expired/i],
  [
    'INVALID_PROJECT_ID',
    /invalid project ?id|project ?id .*(invalid|not found)|project not found/i,
  ],
  ['PROJECT_ID_NOT_CONFIGURED', /project ?id (is )?(missing|required|not (set|configured))/i],
]

/** Frame start failures that mean this page's origin is not the project's. */
const ORIGIN_CAUSES: ReadonlySet<string> = new Set(['host-not-allowed', 'ancestor-not-allowed'])

/**
 * The alert a provider or service error calls for, if any (SPEC §8: provider errors map
 * to alert keys, each shown once — showing once is the caller's job). An
 * `APP_CONFIGURATION_INVALID` (the embedded wallet frame refused this page) maps to 'Invalid App
 * Configuration': the origin alert for an origin cause, else the frame-load one. A `NETWORK_NOT_FOUND`
 * {@link FoyerError} maps to the 'Network Not Found' alert; an 'HTTP status code: 401' or
 * '403' from a service to 'Invalid Project ID'.
 */
export function alertKeyForError(error: unknown): AlertKey | undefined {
  if (isFoyerError(error, 'NETWORK_NOT_FOUND')) return 'NETWORK_NOT_FOUND'
  // The embedded wallet frame refused this page: its origin, or the frame's own setup.
  if (isFoyerError(error, 'APP_CONFIGURATION_INVALID')) {
    return ORIGIN_CAUSES.has(String(error.values.cause))
      ? 'ORIGIN_NOT_ALLOWED'
      : 'FRAME_LOAD_FAILED'
  }
  // A service refusing the app's credentials (401/403) calls for 'Invalid Project ID'.
  if (isFoyerError(error, 'HTTP_STATUS')) {
    const status = Number(error.values.status)
    if (status === 401 || status === 403) return 'INVALID_PROJECT_ID'
  }
  const message = messageOf(error)
  if (!message) return undefined
  for (const [key, pattern] of ALERT_PATTERNS) if (pattern.test(message)) return key
  return undefined
}

function messageOf(error: unknown): string | undefined {
  const message = typeof error === 'string' ? error : safeGet(error, 'message')
  return typeof message === 'string' ? message : undefined
}
