import { type TOTP, URI } from 'otpauth'
import type { Page } from 'playwright-core'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { inboxMessages, nextLoginCode, stackInboxUrl } from './harness/auth-inbox.js'
import { launchBrowser } from './harness/chromium.js'
import {
  approveInFrame,
  EMBEDDED_WALLET_FRAME,
  logInWithEmail,
} from './harness/embedded-wallet-flows.js'
import { closeModalIfOpen, modalClosed } from './harness/flows.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { expectText, viewLocator } from './harness/views.js'

/**
 * Password custody (non-custodial), end to end in Chromium with the real stack: sign-up by
 * email sets a recovery password in the wallet frame's own form; a second browser profile
 * (no device share, its own storage) logs in with the same email, is asked for the recovery
 * password in the frame (a wrong one is refused there), enrols as a new device and gets the
 * same address, and signs with it. The host page never holds the password. The modal shows the
 * form under its own title; closing the modal on it cancels the login and says why. The first
 * profile sets up an authenticator app (QR code and first code in the frame), after which
 * removing a device asks the app's code in the frame (step-up) before the server lets it through.
 * Before that, the email user (no passkey, no app yet) exports the key after a code emailed to
 * them, typed in the frame's popup: a mistyped code is asked again, and the key shows only there.
 */

const EMAIL = 'custody@example.com'
const PASSWORD = 'a long recovery password 42'

// The demo's custody (password); this file answers the recovery form itself.
/** The auth server's code cooldown here: the second profile's login need not wait 30 s. */
const CODE_COOLDOWN_SECONDS = 2

const ctx = useDemoSession({
  embeddedWallet: true,
  recoveryPasswords: 'manual',
  auth: { codeCooldownSeconds: CODE_COOLDOWN_SECONDS },
})

const recoveryForm = (page: Page) =>
  page.frameLocator(EMBEDDED_WALLET_FRAME).getByTestId('frame-recovery-form')

/** Connect → email → code → the frame's recovery form; resolves with the Account's address. */
async function signIn(page: Page, fill: (form: ReturnType<typeof recoveryForm>) => Promise<void>) {
  await page.click('#connect')
  await logInWithEmail(page, stackInboxUrl(ctx.session.stack), EMAIL)
  const form = recoveryForm(page)
  await form.waitFor({ timeout: 60_000 })
  // The form is the frame's (another origin): nothing of it is in the host page's DOM.
  expect(await page.getByTestId('frame-recovery-password').count()).toBe(0)
  await fill(form)
  await viewLocator(page, 'Account').waitFor({ timeout: 90_000 })
  await expectText(page.getByTestId('demo-status'), 'connected')
  const address = (await page.getByTestId('demo-address').textContent()) ?? ''
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  return address
}

/** What the host page could read: its DOM and its storage. */
const hostReadable = (page: Page) =>
  page.evaluate(
    () =>
      document.documentElement.outerHTML +
      JSON.stringify({ ...localStorage }) +
      JSON.stringify({ ...sessionStorage }),
  )

describe('password custody: closing the modal on the recovery form', () => {
  it('shows the form under its own title; closing cancels the login with a message', async () => {
    const { page } = ctx
    await page.click('#connect')
    await logInWithEmail(page, stackInboxUrl(ctx.session.stack), 'cancel@example.com')
    const form = recoveryForm(page)
    await form.waitFor({ timeout: 60_000 })
    await page.getByRole('dialog', { name: 'Recovery Password' }).waitFor()
    await expectText(
      viewLocator(page, 'ApproveTransaction'),
      /asks for its recovery password below/,
    )
    expect(await page.getByRole('dialog', { name: 'Approve Transaction' }).count()).toBe(0)

    // The modal's Close (focus is in the frame's password field, so Escape is the frame's).
    await closeModalIfOpen(page)
    await expectText(
      page.getByTestId('foyer-toast'),
      'Login cancelled: without your recovery password, the wallet cannot open on this device.',
    )
    // The form is gone from the frame and no login waits: Connect opens again, disconnected.
    await form.waitFor({ state: 'detached' })
    await expectText(page.getByTestId('demo-status'), 'disconnected')
    await page.click('#connect')
    await viewLocator(page, 'Connect').waitFor()
    await closeModalIfOpen(page)
  })
})

describe('password custody: sign-up, then a second browser profile', () => {
  let address = ''
  /** When the first code was sent: the next one to the same address waits out the cooldown. */
  let firstCodeAt = 0

  it('sign-up asks the frame for a new recovery password (typed twice)', async () => {
    const { page } = ctx
    firstCodeAt = Date.now()
    address = await signIn(page, async (form) => {
      await expectText(form.locator('h1'), 'Set a recovery password')
      await form.getByTestId('frame-recovery-password').fill(PASSWORD)
      await form.getByTestId('frame-recovery-confirm').fill('something else entirely')
      await form.getByTestId('frame-recovery-submit').click()
      await expectText(
        form.getByTestId('frame-recovery-error'),
        'The two passwords are not the same.',
      )
      await form.getByTestId('frame-recovery-confirm').fill(PASSWORD)
      await form.getByTestId('frame-recovery-submit').click()
    })
    expect(await hostReadable(page)).not.toContain(PASSWORD)
  })

  it('exports the key after a code emailed to the user, typed in the frame’s popup only', async () => {
    const { page } = ctx
    const inbox = stackInboxUrl(ctx.session.stack)
    const mails = (await inboxMessages(inbox, EMAIL)).length
    if ((await page.locator('[role="dialog"]').count()) === 0) await page.click('#connect')
    const exportButton = viewLocator(page, 'Account').getByTestId('foyer-account-export-key')
    await exportButton.waitFor({ timeout: 30_000 })
    const [popup] = await Promise.all([page.waitForEvent('popup'), exportButton.click()])
    const field = popup.locator('#code')
    await field.waitFor({ timeout: 30_000 })
    // The code field is the frame origin's popup, not the host page's.
    expect(new URL(popup.url()).origin).toBe(new URL(ctx.session.stack.walletFrameUrl ?? '').origin)
    const code = await nextLoginCode(inbox, EMAIL, mails)
    // A mistyped code is refused and asked again (the right one still works after it).
    await field.fill(code === '000000' ? '111111' : '000000')
    await popup.locator('#go').click()
    await expectText(popup.locator('#code-error'), 'Invalid code', 30_000)
    await field.fill(code)
    await popup.locator('#go').click()
    const shown = popup.locator('#key')
    await shown.waitFor({ timeout: 30_000 })
    const key = ((await shown.textContent()) ?? '') as `0x${string}`
    expect(privateKeyToAccount(key).address).toBe(address)
    const host = (await hostReadable(page)).toLowerCase()
    expect(host).not.toContain(key.slice(2).toLowerCase())
    await popup.close()
    await closeModalIfOpen(page)
  })

  it('a second profile: wrong password refused, right one → same address, and it signs', {
    timeout: 240_000,
  }, async () => {
    const other = await launchBrowser()
    try {
      await new Promise((resolve) =>
        setTimeout(
          resolve,
          Math.max(0, firstCodeAt + CODE_COOLDOWN_SECONDS * 1000 + 1000 - Date.now()),
        ),
      )
      const page = await other.newPage()
      await page.goto(ctx.session.url)
      await page.locator('[data-testid="foyer-connect-button"]:enabled').waitFor()
      const second = await signIn(page, async (form) => {
        await expectText(form.locator('h1'), 'Enter your recovery password')
        await form.getByTestId('frame-recovery-password').fill('not the password at all')
        await form.getByTestId('frame-recovery-submit').click()
        await expectText(
          form.getByTestId('frame-recovery-error'),
          'That recovery password does not open this wallet',
          60_000,
        )
        await form.getByTestId('frame-recovery-password').fill(PASSWORD)
        await form.getByTestId('frame-recovery-submit').click()
      })
      expect(second).toBe(address)
      expect(await hostReadable(page)).not.toContain(PASSWORD)

      await page.keyboard.press('Escape')
      await modalClosed(page)
      await page.getByTestId('demo-sign-input').fill('Signed on the new device')
      await page.getByTestId('demo-sign-button').click()
      await approveInFrame(page)
      await expectText(page.getByTestId('demo-signature-verdict'), `Valid signature by ${address}`)

      // Account of the first profile: self-custody label, both devices; it removes the second.
      const first = ctx.page
      await first.click('#connect')
      const account = viewLocator(first, 'Account')
      await expectText(
        account.getByTestId('foyer-account-custody-mode'),
        'Self-custody: protected by your recovery password',
      )
      const devices = account.getByTestId('foyer-account-device')
      await expect.poll(() => devices.count(), { timeout: 30_000 }).toBe(2)
      expect(await account.getByTestId('foyer-account-device-name').first().textContent()).toMatch(
        /\(This device\)$/,
      )
      // An authenticator app: its secret comes only to the frame (the test reads the answer).
      const setup = first.waitForResponse((r) => r.url().endsWith('/v1/totp/setup'))
      await account.getByTestId('foyer-account-set-up-authenticator').click()
      const app = URI.parse(((await (await setup).json()) as { uri: string }).uri) as TOTP
      const frame = first.frameLocator(EMBEDDED_WALLET_FRAME)
      await frame.getByTestId('frame-totp-qr').waitFor()
      expect(await hostReadable(first)).not.toContain(app.secret.base32)
      await frame.getByTestId('frame-step-up-code').fill(app.generate())
      await frame.getByTestId('frame-step-up-submit').click()
      await account.getByTestId('foyer-account-authenticator-added').waitFor({ timeout: 30_000 })

      // Removing a device now asks the app's code in the frame (the next time step: a code
      // answers once).
      await devices.nth(1).getByTestId('foyer-account-device-revoke').click()
      const code = frame.getByTestId('frame-step-up-code')
      await code.waitFor({ timeout: 30_000 })
      await code.fill(app.generate({ timestamp: Date.now() + 30_000 }))
      await frame.getByTestId('frame-step-up-submit').click()
      await expect.poll(() => devices.count(), { timeout: 30_000 }).toBe(1)

      // The removed profile: its share is useless; after a reload it is no longer connected.
      await page.reload()
      await page.locator('[data-testid="foyer-connect-button"]:enabled').waitFor()
      await expectText(page.getByTestId('demo-status'), 'disconnected', 60_000)
    } finally {
      await other.close()
    }
  })
})
