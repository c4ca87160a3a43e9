/** Stable error codes of the directory's JSON error bodies. */
export type DirectoryErrorCode =
  | 'invalid_parameter'
  | 'missing_project_id'
  | 'invalid_project_id'
  | 'not_found'
  | 'method_not_allowed'
  | 'origin_not_allowed'
  | 'internal_error'

/** An error that becomes an HTTP response `{ error: { code, message } }`. */
export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    readonly status: number,
    readonly code: DirectoryErrorCode,
    message: string,
  ) {
    super(message)
  }
}
