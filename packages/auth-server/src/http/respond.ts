import type { ServerResponse } from 'node:http'

/** Sends `body` as JSON with `status`, never cached. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  res.statusCode = status
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Content-Length', Buffer.byteLength(text))
  res.setHeader('Cache-Control', 'no-store')
  res.end(text)
}

/** Sends an empty answer with `status` (204). */
export function sendEmpty(res: ServerResponse, status = 204): void {
  res.statusCode = status
  res.setHeader('Cache-Control', 'no-store')
  res.end()
}

/** Redirects the browser to `location` (302). */
export function redirect(res: ServerResponse, location: string): void {
  res.statusCode = 302
  res.setHeader('Location', location)
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('Referrer-Policy', 'no-referrer')
  res.end()
}
