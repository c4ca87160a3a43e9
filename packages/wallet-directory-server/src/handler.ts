import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import {
  DIRECTORY_ID_PATTERN,
  SDK_QUERY_PARAMS,
  WALLET_DIRECTORY_PATHS,
  type WireAnalyticsConfig,
} from '@foyer/wallet-directory/protocol'
import { ANALYTICS_EVENT_PATH, collectAnalyticsEvent } from './analytics/collect-endpoint.js'
import type { AnalyticsEventStore } from './analytics/event-store.js'
import type { ImageKind } from './catalog.js'
import {
  ALLOWED_METHODS,
  applyCorsHeaders,
  applyPreflightHeaders,
  type OriginPolicy,
} from './cors.js'
import type { Directory } from './directory.js'
import { HttpError } from './http-error.js'
import { parseSdkParams, parseWalletsQuery, type SdkParams } from './query.js'
import { sendError, sendImage, sendJson } from './respond.js'

/** What the request handler needs besides the directory. */
export interface HandlerSettings {
  originPolicy: OriginPolicy
  analyticsEnabled: boolean
  requireProjectId: boolean
  projectIds: readonly string[] | undefined
  /** Where `POST /e` stores analytics events; without it, `/e` is not served. */
  analyticsEvents?: AnalyticsEventStore | undefined
}

const IMAGE_ROUTES: ReadonlyArray<readonly [prefix: string, kind: ImageKind]> = [
  [`${WALLET_DIRECTORY_PATHS.walletImage}/`, 'wallet'],
  [`${WALLET_DIRECTORY_PATHS.assetImage}/`, 'asset'],
  [`${WALLET_DIRECTORY_PATHS.currencyImage}/`, 'currency'],
  [`${WALLET_DIRECTORY_PATHS.tokenImage}/`, 'token'],
]

/** Path answering `{ status: 'ok' }`, for readiness checks. */
export const HEALTH_PATH = '/health'

/** The directory's HTTP request listener (for `node:http` `createServer`). */
export function createRequestHandler(
  directory: Directory,
  settings: HandlerSettings,
): RequestListener {
  const projectIds = settings.projectIds ? new Set(settings.projectIds) : undefined

  const checkProject = (sdk: SdkParams): void => {
    if (sdk.projectId === undefined) {
      if (settings.requireProjectId) {
        throw new HttpError(
          400,
          'missing_project_id',
          `Query parameter '${SDK_QUERY_PARAMS.projectId}' is required`,
        )
      }
      return
    }
    if (projectIds && !projectIds.has(sdk.projectId)) {
      throw new HttpError(403, 'invalid_project_id', 'Invalid Project ID')
    }
  }

  const route = (req: IncomingMessage, res: ServerResponse, url: URL): void => {
    const path = url.pathname
    if (path === HEALTH_PATH) {
      sendJson(res, 200, { status: 'ok' })
      return
    }
    const sdk = parseSdkParams(url.searchParams)
    if (path === WALLET_DIRECTORY_PATHS.wallets) {
      const query = parseWalletsQuery(url.searchParams)
      checkProject(sdk)
      sendJson(res, 200, directory.listWallets(query, sdk))
      return
    }
    if (path === WALLET_DIRECTORY_PATHS.analyticsConfig) {
      checkProject(sdk)
      const body: WireAnalyticsConfig = { isAnalyticsEnabled: settings.analyticsEnabled }
      sendJson(res, 200, body)
      return
    }
    for (const [prefix, kind] of IMAGE_ROUTES) {
      if (!path.startsWith(prefix)) continue
      const id = decodeImageId(path.slice(prefix.length))
      checkProject(sdk)
      const image = directory.getImage(kind, id)
      if (!image) throw new HttpError(404, 'not_found', `No ${kind} image with id '${id}'`)
      sendImage(req, res, image)
      return
    }
    throw new HttpError(404, 'not_found', `No endpoint at ${path}`)
  }

  return (req, res) => {
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin')
    applyCorsHeaders(req, res, settings.originPolicy)
    try {
      const method = req.method ?? 'GET'
      if (method === 'OPTIONS') return answerPreflight(req, res, settings.originPolicy)
      const store = settings.analyticsEvents
      if (method === 'POST' && store) {
        const url = requestUrl(req.url)
        if (url.pathname === ANALYTICS_EVENT_PATH) {
          const sdk = parseSdkParams(url.searchParams)
          checkProject(sdk)
          collectAnalyticsEvent(req, res, store, sdk.projectId).catch((error: unknown) =>
            sendError(
              res,
              error instanceof HttpError
                ? error
                : new HttpError(500, 'internal_error', 'Internal server error'),
            ),
          )
          return
        }
      }
      if (method !== 'GET' && method !== 'HEAD') {
        res.setHeader('Allow', ALLOWED_METHODS)
        throw new HttpError(405, 'method_not_allowed', `Method ${method} is not allowed`)
      }
      route(req, res, requestUrl(req.url))
    } catch (error) {
      if (error instanceof HttpError) return sendError(res, error)
      console.error('wallet directory: request failed', error)
      sendError(res, new HttpError(500, 'internal_error', 'Internal server error'))
    }
  }
}

function answerPreflight(req: IncomingMessage, res: ServerResponse, policy: OriginPolicy): void {
  const origin = req.headers.origin
  if (origin !== undefined && !policy.allows(origin)) {
    throw new HttpError(403, 'origin_not_allowed', `Origin ${origin} is not allowed`)
  }
  applyPreflightHeaders(res)
  res.statusCode = 204
  res.end()
}

/**
 * The request target as a URL. Origin-form targets (`/path?query`) are read as paths even
 * when they start with `//`; absolute-form targets are accepted; anything else is a 400.
 */
function requestUrl(target: string | undefined): URL {
  const text = target ?? '/'
  try {
    return new URL(text.startsWith('/') ? `http://directory.invalid${text}` : text)
  } catch {
    throw new HttpError(400, 'invalid_parameter', 'Malformed request target')
  }
}

/** The image id of an image path: one segment, percent-decoded, in the id alphabet. */
function decodeImageId(segment: string): string {
  let id: string
  try {
    id = decodeURIComponent(segment)
  } catch {
    id = ''
  }
  if (!DIRECTORY_ID_PATTERN.test(id)) {
    throw new HttpError(
      400,
      'invalid_parameter',
      'Image id must be 1 to 128 letters, digits, "_", "-", "." or ":"',
    )
  }
  return id
}
