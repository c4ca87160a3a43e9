import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { inboxMessages, nextLoginCode, stackInboxUrl } from './harness/auth-inbox.js'
import { logInWithEmail, typeCodeInFrame } from './harness/embedded-wallet-flows.js'
import { useFreshDemos } from './harness/fresh-demos.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { animationsSettled, checkView, expectText, viewLocator } from './harness/views.js'

/**
 * The embedded wallet's email update in the demo, as a visitor meets it (SPEC §4): an email
 * user opens Edit email in Account, confirms with the code sent to the current email (a wrong
 * code first), then with the code sent to the new email; Account shows the new email, and the
 * new email logs in to the same wallet in another browser profile. Codes are read from the
 * stack's real SMTP inbox.
 */
describe('email update from the modal in the demo', () => {
  const ctx = useDemoSession({ embeddedWallet: true })
  const freshDemo = useFreshDemos(ctx)
  const inboxUrl = () => stackInboxUrl(ctx.session.stack)

  async function emailLogin(page: Page, email: string): Promise<void> {
    await page.click('#connect')
    await logInWithEmail(page, inboxUrl(), email)
    await viewLocator(page, 'Account').waitFor({ timeout: 60_000 })
  }

  it('an email user changes the email (current code, then new code); the new email logs in elsewhere', async () => {
    const page = await freshDemo()
    const oldEmail = 'before-update@example.com'
    const newEmail = 'after-update@example.com'
    await emailLogin(page, oldEmail)
    const emailAddress = (await page.getByTestId('demo-address').textContent()) ?? ''
    expect(emailAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const account = viewLocator(page, 'Account')
    // Account's late sections (devices, passkeys) move its controls until they have arrived.
    await animationsSettled(page)
    await account.getByTestId('foyer-account-edit-email').click()
    await checkView(page, 'UpdateEmailWallet', 'update-email')

    const oldBefore = (await inboxMessages(inboxUrl(), oldEmail)).length
    const newBefore = (await inboxMessages(inboxUrl(), newEmail)).length
    await page.getByLabel('New email address').fill(newEmail)
    await page.getByTestId('foyer-update-email-submit').click()
    await checkView(page, 'UpdateEmailPrimaryOtp', 'update-email')
    await expectText(
      viewLocator(page, 'UpdateEmailPrimaryOtp').locator('p').first(),
      `Enter the 6-digit code sent to your current email ${oldEmail}`,
    )
    const primary = await nextLoginCode(inboxUrl(), oldEmail, oldBefore)
    const wrong = primary === '000000' ? '111111' : '000000'
    await typeCodeInFrame(page, wrong)
    await expectText(page.getByTestId('foyer-update-email-error'), 'Invalid code')
    await typeCodeInFrame(page, primary)

    await checkView(page, 'UpdateEmailSecondaryOtp', 'update-email')
    await typeCodeInFrame(page, await nextLoginCode(inboxUrl(), newEmail, newBefore))
    await expectText(
      viewLocator(page, 'Account').getByTestId('foyer-account-email'),
      `Signed in as ${newEmail}`,
      60_000,
    )

    // Another browser profile: the new email logs in to the same wallet.
    const other = await freshDemo()
    await emailLogin(other, newEmail)
    await expectText(other.getByTestId('demo-status'), 'connected', 60_000)
    expect(await other.getByTestId('demo-address').textContent()).toBe(emailAddress)
  }, 240_000)
})
