import { ServiceError } from '@foyer/service-kit'

/** Stable error codes of the directory's JSON error bodies `{ error: { code, message } }`. */
export type DirectoryErrorCode =
  | 'invalid_parameter'
  | 'missing_project_id'
  | 'invalid_project_id'
  | 'not_found'
  | 'method_not_allowed'
  | 'origin_not_allowed'
  | 'payload_too_large'
  | 'internal_error'

/** A {@link ServiceError} with one of the directory's codes. */
export function directoryError(
  status: number,
  code: DirectoryErrorCode,
  message: string,
): ServiceError {
  return new ServiceError(status, code, message)
}
