import { ServiceError } from '@foyer/service-kit'

/** The `code` of an answer by its status, unless the error names its own. */
const CODES: Readonly<Record<number, string>> = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  410: 'gone',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  502: 'upstream_error',
  503: 'unavailable',
}

/**
 * The foundation's {@link ServiceError} (answered `{ error: { code, message } }` with `status`)
 * with the code named by the status unless given. The message is sent to the client as is:
 * never a secret, a token or an internal detail.
 */
export class HttpError extends ServiceError {
  override name = 'HttpError'
  constructor(status: number, message: string, code?: string) {
    super(
      status,
      code ?? CODES[status] ?? (status >= 500 ? 'internal_error' : 'invalid_request'),
      message,
    )
  }
}

/** SPEC §8: the host origin is not allowlisted for the project. */
export const INVALID_APP_CONFIGURATION = 'Invalid App Configuration'

/** 403 'Invalid App Configuration'. */
export function invalidAppConfiguration(): HttpError {
  return new HttpError(403, INVALID_APP_CONFIGURATION, 'invalid_app_configuration')
}

/** 401 for a missing, bad, expired or revoked token. */
export function unauthorized(message = 'Session Expired'): HttpError {
  return new HttpError(401, message)
}

/** 429 'Too many requests, please try again later'. */
export function tooManyRequests(): HttpError {
  return new HttpError(429, 'Too many requests, please try again later')
}
