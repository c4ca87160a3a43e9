import { abortedError, httpStatusError, invalidResponseError, unreachableError } from './errors.js'

/** The largest directory response read by default: 4 MiB (a full page is about 60 KiB). */
export const MAX_RESPONSE_BYTES = 4 * 1024 * 1024

/** How {@link fetchJson} reaches the network. */
export interface FetchJsonOptions {
  fetch: typeof globalThis.fetch
  timeoutMs: number
  /** Largest body read; the stream is cancelled past it. Default {@link MAX_RESPONSE_BYTES}. */
  maxBytes?: number | undefined
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
    const maxBytes = options.maxBytes ?? MAX_RESPONSE_BYTES
    let text: string
    try {
      text = await readCapped(response, maxBytes)
    } catch (cause) {
      if (cause instanceof TooLargeError) {
        throw invalidResponseError(`GET ${url}: body is larger than ${maxBytes} bytes`)
      }
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

class TooLargeError extends Error {}

/**
 * The body as UTF-8 text, read as a stream and cancelled as soon as it passes `maxBytes`, so
 * that a hostile or broken directory cannot make the page buffer an unbounded answer.
 */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN)
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => {})
    throw new TooLargeError()
  }
  const body = response.body
  if (!body) {
    const text = await response.text()
    if (new TextEncoder().encode(text).length > maxBytes) throw new TooLargeError()
    return text
  }
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let received = 0
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    received += value.byteLength
    if (received > maxBytes) {
      await reader.cancel().catch(() => {})
      throw new TooLargeError()
    }
    text += decoder.decode(value, { stream: true })
  }
  return text + decoder.decode()
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
