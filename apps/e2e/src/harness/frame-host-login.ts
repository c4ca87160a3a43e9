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

/**
 * Logs in by email through the frame-host page's bridge (CONNECT_EMAIL, the code read from the
 * SMTP sink and typed into the frame's own code field after SHOW_CODE_INPUT) and answers the
 * user the frame then reports (GET_USER). `beforeTyping` runs with the code before the user
 * types it (an attack on the mailed code).
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
  if (start.action !== 'VERIFY_OTP')
    throw new Error(`CONNECT_EMAIL answered ${JSON.stringify(start)}`)
  // Polled by hand (not expect.poll): this also runs in beforeAll.
  let otp = loginCodeFor(smtp, email, before)
  for (const deadline = Date.now() + 15_000; !otp && Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    otp = loginCodeFor(smtp, email, before)
  }
  if (!otp) throw new Error(`No login code mailed to ${email}`)
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
