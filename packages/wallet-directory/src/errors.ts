import { FoyerError } from '@foyer/common'

/**
 * The error for a response that is not what the directory protocol promises (not JSON,
 * wrong envelope). Code `SOMETHING_WENT_WRONG`; `details` says what was wrong.
 */
export function invalidResponseError(details: string, cause?: unknown): FoyerError {
  return new FoyerError('SOMETHING_WENT_WRONG', {
    details: `Invalid wallet directory response: ${details}`,
    cause,
  })
}

/** A non-OK response: 'HTTP status code: N' (SPEC §7, §8). */
export function httpStatusError(status: number, details: string): FoyerError {
  return new FoyerError('HTTP_STATUS', { values: { status }, details })
}

/** A request stopped by its timeout or its caller: 'Request was aborted'. */
export function abortedError(details: string, cause?: unknown): FoyerError {
  return new FoyerError('REQUEST_ABORTED', { details, cause })
}

/** A request that got no response at all (network down, refused, CORS). */
export function unreachableError(details: string, cause: unknown): FoyerError {
  return new FoyerError('SOMETHING_WENT_WRONG', { details, cause })
}
