import { ServiceError } from '@foyer/service-kit'

/** What a request answers while the database cannot be reached (503: retry later). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'Service unavailable: the database cannot be reached'

/** The error code of each status the data service answers. */
const CODES: Record<number, string> = {
  400: 'invalid_parameter',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  502: 'upstream_unavailable',
  503: 'unavailable',
}

/**
 * An error that answers `status` with `{ error: { code, message } }` (the code follows from the
 * status: `invalid_parameter`, `not_found`, `conflict`, `upstream_unavailable`, ...).
 */
export class DataError extends ServiceError {
  override name = 'DataError'
  constructor(status: number, message: string) {
    super(status, CODES[status] ?? 'invalid_request', message)
  }
}

/** 400 with `message`. */
export function badRequest(message: string): DataError {
  return new DataError(400, message)
}
