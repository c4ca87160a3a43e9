import type { IncomingMessage, ServerResponse } from 'node:http'
import type { WireErrorBody } from '@foyer/wallet-directory/protocol'
import type { ImageAsset } from './catalog.js'
import type { HttpError } from './http-error.js'

/** Image responses: content-addressed, so cacheable for a year and never revalidated. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable'
/** JSON responses: may be stored, but revalidated on every use. */
export const JSON_CACHE_CONTROL = 'no-cache'

/** Sends `body` as JSON with `status`. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  res.statusCode = status
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Content-Length', Buffer.byteLength(text))
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', JSON_CACHE_CONTROL)
  res.end(text)
}

/** Sends the `{ error: { code, message } }` body of an {@link HttpError}. */
export function sendError(res: ServerResponse, error: HttpError): void {
  res.setHeader('Cache-Control', 'no-store')
  const body: WireErrorBody = { error: { code: error.code, message: error.message } }
  sendJson(res, error.status, body)
}

/** Sends an image, or 304 when the request's `If-None-Match` names its ETag. */
export function sendImage(req: IncomingMessage, res: ServerResponse, image: ImageAsset): void {
  res.setHeader('ETag', image.etag)
  res.setHeader('Cache-Control', IMAGE_CACHE_CONTROL)
  if (matchesEtag(req.headers['if-none-match'], image.etag)) {
    res.statusCode = 304
    res.end()
    return
  }
  res.statusCode = 200
  res.setHeader('Content-Type', image.contentType)
  res.setHeader('Content-Length', image.body.length)
  if (image.contentType === 'image/svg+xml') {
    // An SVG opened directly must not run script or load anything.
    res.setHeader(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    )
  }
  res.end(image.body)
}

/** RFC 9110 `If-None-Match`: `*` or a list of (possibly weak) entity tags. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}
