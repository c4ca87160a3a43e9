import { FoyerError } from '@foyer/common'
import { errorResponseSchema } from '../protocol.js'

/** Where the app's sign-in server is. */
export interface ServerOptions {
  /** Base URL of the server's sign-in routes, e.g. `/api/siwx` (same origin) or a full URL. */
  baseUrl: string
  /** fetch to use; the global one by default. */
  fetch?: typeof fetch
}

/**
 * One request to the sign-in server, with the session cookie (`credentials: 'include'`).
 * Resolves the JSON body. An HTTP error becomes 'HTTP status code: N' with the server's
 * reason in `details`; a body that is not JSON is INVALID_INPUT.
 */
export async function serverFetch(
  options: ServerOptions,
  path: string,
  init: { method: 'GET' | 'POST'; body?: unknown },
): Promise<unknown> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis)
  const url = `${options.baseUrl.replace(/\/+$/, '')}${path}`
  const response = await doFetch(url, {
    method: init.method,
    credentials: 'include',
    cache: 'no-store',
    headers: {
      accept: 'application/json',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  let body: unknown
  try {
    body = await response.json()
  } catch {
    body = undefined
  }
  if (!response.ok) {
    const reason = errorResponseSchema.safeParse(body)
    throw new FoyerError('HTTP_STATUS', {
      values: { status: response.status },
      details: reason.success ? reason.data.error : `${init.method} ${url}`,
    })
  }
  if (body === undefined) {
    throw new FoyerError('INVALID_INPUT', { details: `${url} did not answer JSON` })
  }
  return body
}
