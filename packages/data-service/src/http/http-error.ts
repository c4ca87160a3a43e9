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

/** 400 with `message`. */
export function badRequest(message: string): HttpError {
  return new HttpError(400, message)
}
