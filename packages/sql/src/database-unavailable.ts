/** Node socket errors of a database that cannot be reached. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
])

/**
 * Whether `error` means the database cannot be reached right now (the server is down,
 * restarting or unreachable), as opposed to a bad query: a service answers 503 for these and
 * recovers when the database returns. SQLSTATE classes 08 (connection exception) and 57P
 * (operator intervention: shutdown, cannot connect now), socket errors, and the pg driver's
 * connection messages.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || /^(08|57P)/.test(code))) return true
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true
  return /Connection terminated|connection timeout|Client has encountered a connection error/i.test(
    error.message,
  )
}
