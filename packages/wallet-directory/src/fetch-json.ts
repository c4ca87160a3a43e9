import { abortedError, httpStatusError, invalidResponseError, unreachableError } from './errors.js'

/** How {@link fetchJson} reaches the network. */
export interface FetchJsonOptions {
  fetch: typeof globalThis.fetch
  timeoutMs: number
  signal?: AbortSignal | undefined
}

/**
 * GETs `url` and parses its JSON body. Throws a `FoyerError`: 'HTTP status code: N' for a
 * non-OK status (the server's `{ error }` message goes into `details`), 'Request was
 * aborted' on timeout or when `signal` aborts, `SOMETHING_WENT_WRONG` when there is no
 * response or the body is not JSON.
 */
export async function fetchJson(url: string, options: FetchJsonOptions): Promise<unknown> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort(new Error(`timed out after ${options.timeoutMs} ms`))
  }, options.timeoutMs)
  // Follow the caller's signal by hand: AbortSignal.any is missing in older browsers.
  const callerSignal = options.signal
  const followCaller = () => controller.abort(callerSignal?.reason)
  if (callerSignal?.aborted) followCaller()
  else callerSignal?.addEventListener('abort', followCaller, { once: true })
  const signal = controller.signal
  const aborted = () =>
    abortedError(
      `GET ${url}: ${timedOut ? `timed out after ${options.timeoutMs} ms` : 'aborted by the caller'}`,
      signal.reason,
    )
  try {
    let response: Response
    try {
      response = await options.fetch(url, {
        method: 'GET',
        headers: { Accept: 'application/json' },
        signal,
      })
    } catch (cause) {
      if (signal.aborted) throw aborted()
      throw unreachableError(`Wallet directory unreachable: GET ${url}`, cause)
    }
    let text: string
    try {
      text = await response.text()
    } catch (cause) {
      if (signal.aborted) throw aborted()
      throw unreachableError(`Wallet directory response broke off: GET ${url}`, cause)
    }
    if (!response.ok) throw httpStatusError(response.status, `GET ${url}${serverMessage(text)}`)
    try {
      return JSON.parse(text) as unknown
    } catch (cause) {
      throw invalidResponseError(`GET ${url}: body is not JSON`, cause)
    }
  } finally {
    clearTimeout(timer)
    callerSignal?.removeEventListener('abort', followCaller)
  }
}

/** `: code: message` from an error body `{ error: { code, message } }`, if it has one. */
function serverMessage(text: string): string {
  try {
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } }
    const { code, message } = body.error ?? {}
    if (typeof code === 'string' && typeof message === 'string') {
      return `: ${code}: ${message.slice(0, 500)}`
    }
  } catch {
    // Not JSON: the status says enough.
  }
  return ''
}
