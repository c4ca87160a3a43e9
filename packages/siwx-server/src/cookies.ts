/** The value of one cookie in a `Cookie` request header, if present. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim()
  }
  return undefined
}

/** Options of a session cookie. */
export interface CookieOptions {
  name: string
  /** Lifetime in seconds; 0 deletes the cookie. */
  maxAgeSeconds: number
  /** Add `Secure` (serve over https). */
  secure: boolean
  path: string
}

/**
 * A `Set-Cookie` value for the session: HttpOnly (no script reads it), SameSite=Strict (not
 * sent on cross-site requests), with its lifetime.
 */
export function sessionCookie(value: string, options: CookieOptions): string {
  return [
    `${options.name}=${value}`,
    'HttpOnly',
    'SameSite=Strict',
    `Path=${options.path}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    ...(options.secure ? ['Secure'] : []),
  ].join('; ')
}
