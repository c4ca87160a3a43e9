import type { FastifyReply } from '@foyer/service-kit'
import { escapeHtml } from './respond.js'

/** What the confirmation page shows: a heading, a message, and the confirm form while the link is open. */
export interface DevicePage {
  title: string
  message: string
  /** The form that confirms the device (a POST, so a mail scanner's prefetch confirms nothing). */
  form?: { action: string; token: string; button: string }
}

/**
 * Sends the page a device confirmation link opens. Escaped, loads nothing and runs no script;
 * its form may post only to the auth server (`form-action`), and it may not be framed.
 */
export function sendDevicePage(
  reply: FastifyReply,
  status: number,
  page: DevicePage,
): FastifyReply {
  const form = page.form
    ? `<form method="post" action="${escapeHtml(page.form.action)}"><input type="hidden" name="token" value="${escapeHtml(page.form.token)}"><button type="submit" id="confirm">${escapeHtml(page.form.button)}</button></form>`
    : ''
  const formAction = page.form ? `; form-action ${new URL(page.form.action).origin}` : ''
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(page.title)}</title></head><body><main><h1>${escapeHtml(page.title)}</h1><p id="message">${escapeHtml(page.message)}</p>${form}</main></body></html>`
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', `default-src 'none'; frame-ancestors 'none'${formAction}`)
    .header('referrer-policy', 'no-referrer')
    .send(html)
}
