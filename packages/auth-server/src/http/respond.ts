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

/**
 * Sends a small HTML page with one message (the answer to a browser navigation, where JSON
 * would show as raw text). The message is escaped; the page loads nothing and runs no script.
 */
export function sendPage(res: ServerResponse, status: number, message: string): void {
  const escaped = message.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign-in stopped</title></head><body><main><h1>Sign-in stopped</h1><p id="message">${escaped}</p></main></body></html>`
  res.statusCode = status
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Content-Length', Buffer.byteLength(html))
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'")
  res.setHeader('Referrer-Policy', 'no-referrer')
  res.end(html)
}
