import type { Page } from 'playwright-core'
import type { SmtpSink } from './smtp-sink.js'

type Bridge = { request(type: string, payload: object): Promise<Record<string, unknown>> }
type FixtureWindow = {
  bridge: Bridge
  codeStatuses: { status: string }[]
  showCodeInput(step: string): Promise<void>
}

/** The login code of the first mail to `email` after the `after`-th one, if it came. */
export function loginCodeFor(smtp: SmtpSink, email: string, after: number): string | undefined {
  const mail = smtp.mails.slice(after).find((m) => m.to.includes(email))
  return mail ? /^Subject:.*?(\d{6})/m.exec(mail.data)?.[1] : undefined
}

/** The device confirmation link of the first mail to `email` after the `after`-th one. */
function deviceLinkFor(smtp: SmtpSink, email: string, after: number): string | undefined {
  const mail = smtp.mails.slice(after).find((m) => m.to.includes(email))
  const text = mail?.data.replace(/=\r?\n/g, '').replace(/=3D/gi, '=')
  return text && /(http\S+\/v1\/email\/device\/confirm\?token=[\w-]+)/.exec(text)?.[1]
}

/** Polls `read` every 100 ms for up to 15 s (by hand, not expect.poll: beforeAll runs it too). */
async function mailed<T>(read: () => T | undefined, what: string): Promise<T> {
  let value = read()
  for (const deadline = Date.now() + 15_000; !value && Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    value = read()
  }
  if (!value) throw new Error(`No ${what}`)
  return value
}

/**
 * Confirms a browser new to a known email as its user does from the mail: the link's page
 * posts its token (the credential) to the auth server.
 */
async function confirmDeviceLink(link: string): Promise<void> {
  const token = new URL(link).searchParams.get('token') ?? ''
  const response = await fetch(link.replace(/\?.*$/, ''), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  })
  if (!response.ok) throw new Error(`The device link answered ${response.status}`)
}

/**
 * Logs in by email through the frame-host page's bridge (CONNECT_EMAIL, the code read from the
 * SMTP sink and typed into the frame's own code field after SHOW_CODE_INPUT) and answers the
 * user the frame then reports (GET_USER). A browser new to a known email first confirms itself
 * by the mailed link (VERIFY_DEVICE, then CONNECT_DEVICE). `beforeTyping` runs with the code
 * before the user types it (an attack on the mailed code).
 */
export async function logInThroughBridge(
  page: Page,
  smtp: SmtpSink,
  email: string,
  beforeTyping?: (otp: string) => Promise<void>,
): Promise<Record<string, unknown>> {
  const before = smtp.mails.length
  const start = await page.evaluate(
    (address) =>
      (window as never as { bridge: Bridge }).bridge.request('CONNECT_EMAIL', { email: address }),
    email,
  )
  let codeAfter = before
  if (start.action === 'VERIFY_DEVICE') {
    const link = await mailed(() => deviceLinkFor(smtp, email, before), `device link to ${email}`)
    await confirmDeviceLink(link)
    // The code is mailed once the frame learns the browser is confirmed.
    codeAfter = smtp.mails.length
    await page.evaluate(() =>
      (window as never as { bridge: Bridge }).bridge.request('CONNECT_DEVICE', {}),
    )
  } else if (start.action !== 'VERIFY_OTP') {
    throw new Error(`CONNECT_EMAIL answered ${JSON.stringify(start)}`)
  }
  const otp = await mailed(() => loginCodeFor(smtp, email, codeAfter), `login code to ${email}`)
  await beforeTyping?.(otp)
  await page.evaluate(() => (window as never as FixtureWindow).showCodeInput('login'))
  await page.frameLocator('iframe[name="wallet"]').getByTestId('frame-code-input').fill(otp)
  let status: string | undefined
  for (const deadline = Date.now() + 30_000; status !== 'accepted' && Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    status = await page.evaluate(
      () => (window as never as FixtureWindow).codeStatuses.at(-1)?.status,
    )
  }
  if (status !== 'accepted') throw new Error(`The frame did not accept the code: ${status}`)
  return page.evaluate(() => (window as never as { bridge: Bridge }).bridge.request('GET_USER', {}))
}
