import { abortedError, httpStatusError, invalidResponseError, unreachableError } from './errors.js'

/** HTTP methods of the generic client (SPEC §7). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** Query values; `undefined` leaves a parameter out. */
export type QueryValues = Readonly<Record<string, string | number | boolean | undefined>>

/** One request of {@link HttpClient.request}. */
export interface HttpRequest {
  method: HttpMethod
  /** Path under the base URL, e.g. `/v1/supported-chains`; callers encode path segments. */
  path: string
  query?: QueryValues
  /** Sent as JSON. */
  body?: unknown
  signal?: AbortSignal | undefined
  /** The fetch cache mode; `no-store` asks past every HTTP cache. */
  cache?: RequestCache
}

/** Options of {@link createHttpClient}. */
export interface HttpClientOptions {
  /** `http(s)` base URL; may carry a path (`https://x.example/data`). */
  baseUrl: string
  /** Query parameters appended to every request (client id, project id, sdk type and version). */
  defaultQuery: QueryValues
  fetch: typeof globalThis.fetch
  /** Per-request timeout in ms. */
  timeoutMs: number
}

/** The answer of a request: its status and its parsed JSON body (null for an empty body). */
export interface HttpResponse {
  status: number
  body: unknown
}

/** A generic JSON-over-HTTP client bound to one base URL (SPEC §7 "Generic HTTP client"). */
export interface HttpClient {
  /** The URL a request goes to, identity parameters included. */
  url(path: string, query?: QueryValues): string
  /**
   * Sends a request and parses the JSON answer. Throws `FoyerError`: 'HTTP status code: N'
   * for any non-OK status (except those in `allow`), 'Request was aborted' on timeout or
   * abort, `SOMETHING_WENT_WRONG` when there is no answer or the body is not JSON.
   */
  request(request: HttpRequest, allow?: readonly number[]): Promise<HttpResponse>
  get(path: string, query?: QueryValues, signal?: AbortSignal): Promise<unknown>
  post(path: string, body: unknown, signal?: AbortSignal): Promise<unknown>
  put(path: string, body: unknown, signal?: AbortSignal): Promise<unknown>
  delete(path: string, query?: QueryValues, signal?: AbortSignal): Promise<unknown>
}

/** Creates a {@link HttpClient}. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const base = new URL(options.baseUrl)
  const basePath = base.pathname.replace(/\/+$/, '')

  const url = (path: string, query: QueryValues = {}) => {
    const target = new URL(base.origin)
    target.pathname = `${basePath}${path}`
    for (const [key, value] of Object.entries({ ...options.defaultQuery, ...query })) {
      if (value !== undefined) target.searchParams.set(key, String(value))
    }
    return target.href
  }

  const request = async (req: HttpRequest, allow: readonly number[] = []) => {
    const target = url(req.path, req.query)
    const label = `${req.method} ${req.path}`
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort(new Error(`timed out after ${options.timeoutMs} ms`))
    }, options.timeoutMs)
    const caller = req.signal
    const followCaller = () => controller.abort(caller?.reason)
    if (caller?.aborted) followCaller()
    else caller?.addEventListener('abort', followCaller, { once: true })
    const aborted = (cause?: unknown) =>
      abortedError(
        `${label}: ${timedOut ? `timed out after ${options.timeoutMs} ms` : 'aborted by the caller'}`,
        cause,
      )
    try {
      let response: Response
      let text: string
      try {
        response = await options.fetch(target, {
          method: req.method,
          headers:
            req.body === undefined
              ? { Accept: 'application/json' }
              : { Accept: 'application/json', 'Content-Type': 'application/json' },
          ...(req.body === undefined ? {} : { body: JSON.stringify(req.body) }),
          ...(req.cache ? { cache: req.cache } : {}),
          signal: controller.signal,
        })
        text = await response.text()
      } catch (cause) {
        if (controller.signal.aborted) throw aborted(cause)
        throw unreachableError(`Blockchain data service unreachable: ${label}`, cause)
      }
      if (!response.ok && !allow.includes(response.status)) {
        throw httpStatusError(response.status, `${label}${serverMessage(text)}`)
      }
      if (text.trim() === '') return { status: response.status, body: null }
      try {
        return { status: response.status, body: JSON.parse(text) as unknown }
      } catch (cause) {
        throw invalidResponseError(`${label}: body is not JSON`, cause)
      }
    } finally {
      clearTimeout(timer)
      caller?.removeEventListener('abort', followCaller)
    }
  }

  const bodyOf = async (req: HttpRequest) => (await request(req)).body
  return {
    url,
    request,
    get: (path, query, signal) => bodyOf({ method: 'GET', path, query: query ?? {}, signal }),
    post: (path, body, signal) => bodyOf({ method: 'POST', path, body, signal }),
    put: (path, body, signal) => bodyOf({ method: 'PUT', path, body, signal }),
    delete: (path, query, signal) => bodyOf({ method: 'DELETE', path, query: query ?? {}, signal }),
  }
}

/** `: message` of an error body `{ error: { code, message } }`, if it has one (cut to 500 characters). */
export function serverMessage(text: string): string {
  const message = readServerMessage(text)
  return message ? `: ${message}` : ''
}

/** The `message` of a Foyer service's error body `{ error: { code, message } }`, else undefined. */
export function readServerMessage(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } } | null
    const message = body?.error?.message
    if (typeof message === 'string' && message.trim()) return message.slice(0, 500)
  } catch {
    // Not JSON: the status says enough.
  }
  return undefined
}
