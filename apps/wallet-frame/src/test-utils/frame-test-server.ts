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

/**
 * Confirms a new browser as its user does: opens the device link of the first mail to `email`
 * after the `since`-th message (its body may be quoted-printable) and presses the page's
 * confirm button (a form post, as the mail app's browser sends it: no frame key).
 */
export async function confirmMailedDevice(
  mail: MailSink,
  email: string,
  since: number,
): Promise<void> {
  for (let wait = 0; wait < 100; wait += 1) {
    const message = mail.messages.slice(since).find((m) => m.to.includes(email))
    const text = message?.text.replace(/=\r?\n/g, '').replace(/=3D/gi, '=') ?? ''
    const link = /(http\S+\/v1\/email\/device\/confirm\?token=[\w-]+)/.exec(text)?.[1]
    if (link) {
      const url = new URL(link)
      const posted = await fetch(`${url.origin}${url.pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: url.searchParams.get('token') ?? '' }),
      })
      if (posted.status !== 200) throw new Error(`device link answered ${posted.status}`)
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('no device link mailed')
}
