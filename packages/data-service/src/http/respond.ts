import type { ServerResponse } from 'node:http'

/** Sends `body` as JSON with `status` (not cacheable: account data changes). */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  res.statusCode = status
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Content-Length', Buffer.byteLength(text))
  res.setHeader('Cache-Control', 'no-store')
  res.end(text)
}

/** Sends an image with long cache headers (token images never change for an id). */
export function sendImage(res: ServerResponse, contentType: string, body: Buffer): void {
  res.statusCode = 200
  res.setHeader('Content-Type', contentType)
  res.setHeader('Content-Length', body.length)
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
  // An SVG opened directly must not run script or load anything.
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
  res.end(body)
}
