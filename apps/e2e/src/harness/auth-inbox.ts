import type { Devstack } from '@foyer/devstack'
import { expect } from 'vitest'

/** A mail in the stack's SMTP inbox (`GET <inboxUrl>?to=`). */
export interface InboxMessage {
  to: string[]
  subject: string
  text: string
  receivedAt: string
}

/** The mails the stack's SMTP sink received for `email`, oldest first. */
export async function inboxMessages(inboxUrl: string, email: string): Promise<InboxMessage[]> {
  const response = await fetch(`${inboxUrl}?to=${encodeURIComponent(email)}`)
  const body = (await response.json()) as { messages: InboxMessage[] }
  return body.messages
}

/** The newest mail to `email` once more than `count` arrived (30 s at most). */
async function newestMailAfter(
  inboxUrl: string,
  email: string,
  count: number,
): Promise<InboxMessage> {
  await expect
    .poll(async () => (await inboxMessages(inboxUrl, email)).length, { timeout: 30_000 })
    .toBeGreaterThan(count)
  const mails = await inboxMessages(inboxUrl, email)
  return mails[mails.length - 1]!
}

/** The 6-digit code of the newest mail to `email` once more than `count` mails arrived. */
export async function nextLoginCode(
  inboxUrl: string,
  email: string,
  count: number,
): Promise<string> {
  const subject = (await newestMailAfter(inboxUrl, email, count)).subject
  const code = /\b(\d{6})\b/.exec(subject)?.[1]
  if (!code) throw new Error(`No code in "${subject}"`)
  return code
}

/**
 * The device confirmation link of the newest mail to `email` once more than `count` mails
 * arrived (the verify-device step of a login on a new browser). The body may be
 * quoted-printable (long lines): it is decoded first.
 */
export async function nextDeviceLink(
  inboxUrl: string,
  email: string,
  count: number,
): Promise<string> {
  const { text: body } = await newestMailAfter(inboxUrl, email, count)
  const text = body.replace(/=\r?\n/g, '').replace(/=3D/gi, '=')
  const link = /(http\S+\/v1\/email\/device\/confirm\?token=[\w-]+)/.exec(text)?.[1]
  if (!link) throw new Error('No device confirmation link in the newest mail')
  return link
}

/** The stack's SMTP inbox (`GET <inboxUrl>?to=`); throws when the stack runs no auth services. */
export function stackInboxUrl(stack: Devstack): string {
  const url = stack.auth?.inboxUrl
  if (!url) throw new Error('The stack runs no auth services')
  return url
}
