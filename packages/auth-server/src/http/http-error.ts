/** An error that becomes an HTTP answer `{ message }` with `status`. */
export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** SPEC §8: the host origin is not allowlisted for the project. */
export const INVALID_APP_CONFIGURATION = 'Invalid App Configuration'

/** 403 'Invalid App Configuration'. */
export function invalidAppConfiguration(): HttpError {
  return new HttpError(403, INVALID_APP_CONFIGURATION)
}

/** 401 for a missing, bad, expired or revoked token. */
export function unauthorized(message = 'Session Expired'): HttpError {
  return new HttpError(401, message)
}

/** 429 'Too many requests, please try again later'. */
export function tooManyRequests(): HttpError {
  return new HttpError(429, 'Too many requests, please try again later')
}
