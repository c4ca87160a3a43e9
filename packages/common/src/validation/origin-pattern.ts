/**
 * Host-origin allowlist entries (a project's, on the auth server and in the wallet frame): an
 * exact origin (`https://app.example`), any port of a host (`http://127.0.0.1:*`), or any
 * subdomain of a domain (`https://*.app.example`, not the domain itself). The scheme always
 * matches exactly. Each is also a CSP source expression (`frame-ancestors`).
 */
export function isOriginPattern(entry: string): boolean {
  return (
    /^https?:\/\/(\*\.)?[a-z0-9.-]+(\[[0-9a-f:]+\])?(:(\d{1,5}|\*))?$/i.test(entry) || isIpv6(entry)
  )
}

function isIpv6(entry: string): boolean {
  return /^https?:\/\/\[[0-9a-f:]+\](:(\d{1,5}|\*))?$/i.test(entry)
}

/** Whether `origin` is allowed by the allowlist `entry`. */
export function originMatches(entry: string, origin: string): boolean {
  if (entry === origin) return true
  if (!entry.includes('*')) return false
  const pattern = entry
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/^(https?:\/\/)\*\\\./, '$1(?:[a-z0-9-]+\\.)+')
    .replace(/:\*$/, '(?::\\d{1,5})?')
  return new RegExp(`^${pattern}$`, 'i').test(origin)
}
