import { FoyerError } from '@foyer/common'

/** A non-OK response: 'HTTP status code: N' (SPEC §7, §8); the server's message in details. */
export function httpStatusError(status: number, details: string): FoyerError {
  return new FoyerError('HTTP_STATUS', { values: { status }, details })
}

/** A request stopped by its timeout or its caller: 'Request was aborted'. */
export function abortedError(details: string, cause?: unknown): FoyerError {
  return new FoyerError('REQUEST_ABORTED', { details, cause })
}

/** No response at all (service down, connection refused, CORS) or a body cut off. */
export function unreachableError(details: string, cause: unknown): FoyerError {
  return new FoyerError('SOMETHING_WENT_WRONG', { details, cause })
}

/**
 * An answer that is not what the data-service contract promises (not JSON, wrong shape).
 * Code `SOMETHING_WENT_WRONG`; `details` says what was wrong.
 */
export function invalidResponseError(details: string, cause?: unknown): FoyerError {
  return new FoyerError('SOMETHING_WENT_WRONG', {
    details: `Invalid blockchain data response: ${details}`,
    cause,
  })
}
