import type { FastifyReply } from '@foyer/service-kit'

// Every answer carries `Cache-Control: no-store` (set for all requests in `http/app.ts`).

/** Sends `body` as JSON with `status`. */
export function sendJson(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.status(status).send(body)
}

/** Sends an empty answer with `status` (204). */
export function sendEmpty(reply: FastifyReply, status = 204): FastifyReply {
  return reply.status(status).send()
}

/** Redirects the browser to `location` (302). */
export function redirect(reply: FastifyReply, location: string): FastifyReply {
  return reply.header('referrer-policy', 'no-referrer').redirect(location, 302)
}

/**
 * Sends a small HTML page with one message (the answer to a browser navigation, where JSON
 * would show as raw text). The message is escaped; the page loads nothing and runs no script.
 */
export function sendPage(reply: FastifyReply, status: number, message: string): FastifyReply {
  const escaped = escapeHtml(message)
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign-in stopped</title></head><body><main><h1>Sign-in stopped</h1><p id="message">${escaped}</p></main></body></html>`
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
    .header('referrer-policy', 'no-referrer')
    .send(html)
}

/** `text` with the characters HTML gives meaning to (`&<>"'`) as character references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
