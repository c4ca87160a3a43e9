/**
 * The terminals of EIP-4361's ABNF that are not plain literals, as RFC 3986 defines them:
 * the message's scheme, domain (an authority), URI, resources, request id and statement.
 * Each test accepts exactly what the grammar allows and nothing else.
 */

const HEXDIG = '[0-9A-Fa-f]'
const UNRESERVED = 'A-Za-z0-9\\-._~'
const SUB_DELIMS = "!$&'()*+,;="
const GEN_DELIMS = ':/?#\\[\\]@'
const PCT_ENCODED = `%${HEXDIG}{2}`

/** RFC 3986 §3.1: `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`. */
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/

/** RFC 3986 §3.2.2 reg-name: `*( unreserved / pct-encoded / sub-delims )`, here non-empty. */
const REG_NAME = `(?:[${UNRESERVED}${SUB_DELIMS}]|${PCT_ENCODED})+`
/** An IP-literal: `[` IPv6 (or IPvFuture) `]`, checked loosely for its characters. */
const IP_LITERAL = `\\[(?:[0-9A-Fa-f:.]+|v${HEXDIG}+\\.[${UNRESERVED}${SUB_DELIMS}:]+)\\]`
/**
 * EIP-4361's `domain` is an RFC 3986 authority; a user-info part (`user@`) is refused, as
 * it only serves to make a phishing domain look like another.
 */
const AUTHORITY = new RegExp(`^(?:${IP_LITERAL}|${REG_NAME})(?::[0-9]{0,5})?$`)

/** Any character a URI may hold, and a `%` only when two hex digits follow. */
const URI_CHARS = new RegExp(`^(?:[${UNRESERVED}${SUB_DELIMS}${GEN_DELIMS}]|${PCT_ENCODED})*$`)

/** RFC 3986 §3.3 pchar: `unreserved / pct-encoded / sub-delims / ":" / "@"`. */
const PCHARS = new RegExp(`^(?:[${UNRESERVED}${SUB_DELIMS}:@]|${PCT_ENCODED})*$`)

/** EIP-4361 statement: `*( reserved / unreserved / " " )`, so ASCII with no line break. */
const STATEMENT = new RegExp(`^[${UNRESERVED}${SUB_DELIMS}${GEN_DELIMS} ]*$`)

/** Whether `value` is an RFC 3986 scheme (`https`, `did`, …). */
export const isScheme = (value: string): boolean => SCHEME.test(value)

/** Whether `value` is an authority as EIP-4361's `domain`: host and optional port, no user info. */
export const isAuthority = (value: string): boolean => AUTHORITY.test(value)

/**
 * Whether `value` is an absolute RFC 3986 URI: a scheme, a colon, then only URI characters
 * (with well-formed percent-encodings), and an authority that is one when `//` follows.
 */
export function isUri(value: string): boolean {
  const colon = value.indexOf(':')
  if (colon < 1 || !isScheme(value.slice(0, colon))) return false
  const rest = value.slice(colon + 1)
  if (!URI_CHARS.test(rest)) return false
  if (rest.startsWith('//')) {
    const authority = /^\/\/([^/?#]*)/.exec(rest)?.[1] ?? ''
    const hostPort = authority.slice(authority.lastIndexOf('@') + 1)
    if (hostPort !== '' && !AUTHORITY.test(hostPort)) return false
  }
  return true
}

/** Whether `value` is an EIP-4361 request id: `*pchar`. */
export const isRequestId = (value: string): boolean => PCHARS.test(value)

/** Whether `value` may be an EIP-4361 statement: reserved and unreserved characters and spaces. */
export const isStatement = (value: string): boolean => STATEMENT.test(value)
