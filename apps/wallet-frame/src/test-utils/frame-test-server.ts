import type { MailSink } from '@foyer/devstack'

/** The frame's fetch in Node: from the frame's origin, as the browser sends it. */
export function frameFetchFrom(origin: string): typeof fetch {
  return (input, init) =>
    fetch(input, { ...init, headers: { ...(init?.headers as object), origin } })
}

/** The 6-digit code of the first mail to `email` after the `since`-th message (5 s at most). */
export async function mailedCode(mail: MailSink, email: string, since: number): Promise<string> {
  for (let wait = 0; wait < 100; wait += 1) {
    const message = mail.messages.slice(since).find((m) => m.to.includes(email))
    const code = message && /\b(\d{6})\b/.exec(message.text)?.[1]
    if (code) return code
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('no code mailed')
}
