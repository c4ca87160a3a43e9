import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { newToken } from '../auth/one-time-code.js'

/**
 * Binds a social login's `state` to the browser that started it (OAuth login CSRF): the
 * authorize address sets a random cookie on the auth origin, the state keeps its hash, and the
 * callback refuses a state whose browser does not send that cookie. An attacker who stops at
 * their own callback URL and gets a victim to open it has no way to set the victim's cookie.
 *
 * Over https the cookie is `__Host-foyer-login` (`Secure`, `Path=/`, no `Domain`: only this
 * exact origin, never set by a sibling host); over http (the local stack on 127.0.0.1, where
 * Chromium does not keep `Secure` cookies set by plain http) it is `foyer-login` without
 * `Secure`, scoped to `/v1/social`. Both are `HttpOnly`. `SameSite=Lax` lets the provider's
 * top-level GET redirect carry it; a provider that posts the callback (`form_post`, Apple)
 * needs `SameSite=None`, which browsers accept only with `Secure` (https).
 */

const HTTPS_NAME = '__Host-foyer-login'
const HTTP_NAME = 'foyer-login'
const VALUE = /^[A-Za-z0-9_-]{43}$/

/** The browser binding of one authorize request: the cookie to set and the hash to store. */
export interface BrowserBinding {
  setCookie: string
  hash: string
}

function cookieName(secure: boolean): string {
  return secure ? HTTPS_NAME : HTTP_NAME
}

/** The binding cookie's value the request carries, if any. */
function readCookie(req: IncomingMessage, secure: boolean): string | undefined {
  const name = cookieName(secure)
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === name) {
      const value = part.slice(at + 1).trim()
      if (VALUE.test(value)) return value
    }
  }
  return undefined
}

const hashOf = (value: string) => createHash('sha256').update(value).digest('base64url')

/**
 * The binding for an authorize request on an auth service reached at `publicUrl`. A browser
 * that already carries a binding keeps it (two logins started side by side both work).
 */
export function bindBrowser(
  req: IncomingMessage,
  options: { publicUrl: string; formPost: boolean; maxAgeSeconds: number },
): BrowserBinding {
  const secure = options.publicUrl.startsWith('https:')
  const value = readCookie(req, secure) ?? newToken()
  const attributes = secure
    ? ['Path=/', 'Secure', `SameSite=${options.formPost ? 'None' : 'Lax'}`]
    : ['Path=/v1/social', 'SameSite=Lax']
  return {
    setCookie: [
      `${cookieName(secure)}=${value}`,
      ...attributes,
      'HttpOnly',
      `Max-Age=${options.maxAgeSeconds}`,
    ].join('; '),
    hash: hashOf(value),
  }
}

/** True when the callback's browser carries the cookie whose hash the state stored. */
export function isSameBrowser(
  req: IncomingMessage,
  publicUrl: string,
  storedHash: string | null,
): boolean {
  const value = readCookie(req, publicUrl.startsWith('https:'))
  if (!value || !storedHash) return false
  const given = Buffer.from(hashOf(value))
  const expected = Buffer.from(storedHash)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
