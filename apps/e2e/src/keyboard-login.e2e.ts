import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { inboxMessages, nextLoginCode, stackInboxUrl } from './harness/auth-inbox.js'
import { frameCodeField } from './harness/embedded-wallet-flows.js'
import { useFreshDemos } from './harness/fresh-demos.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { expectText, viewLocator } from './harness/views.js'

/**
 * Issue 29 with a keyboard only: the email code is typed into the wallet frame laid over
 * EmailVerifyOtp, outside the modal's DOM. The modal's focus trap keeps that frame in its Tab
 * cycle (before, it pulled focus back out of the frame, so Tab never reached the field): the
 * frame takes the focus when it shows, Tab leaves it to the modal's next control, Tab goes
 * round the modal and back into the frame's field, and the code typed there logs in.
 */
describe('email login with the keyboard only', () => {
  const ctx = useDemoSession({ embeddedWallet: true })
  const freshDemo = useFreshDemos(ctx)

  /** Presses Tab (or Shift+Tab) until `reached` holds; false after `max` presses. */
  async function tabUntil(
    page: Page,
    reached: () => Promise<boolean>,
    { max = 25, shift = false } = {},
  ): Promise<boolean> {
    for (let i = 0; i < max; i++) {
      if (await reached()) return true
      await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab')
    }
    return reached()
  }

  const focusedInPage = (page: Page) =>
    page.evaluate(() => {
      const active = document.activeElement
      return active?.tagName === 'IFRAME'
        ? 'frame'
        : active?.closest('[role="dialog"]')
          ? `dialog:${active.getAttribute('data-testid') ?? active.tagName}`
          : active?.closest('#connect')
            ? 'page:connect'
            : `page:${active?.id || active?.tagName}`
    })
  /** The frame's code field has the focus: the page's focus is in the frame, the frame's on it. */
  const codeFieldFocused = async (page: Page) =>
    (await focusedInPage(page)) === 'frame' &&
    (await frameCodeField(page)
      .evaluate((field) => document.activeElement === field)
      .catch(() => false))

  it('Tab reaches the frame code field; the code typed there logs in', async () => {
    const page = await freshDemo()
    const email = 'keyboard@example.com'
    const inbox = stackInboxUrl(ctx.session.stack)

    expect(await tabUntil(page, async () => (await focusedInPage(page)) === 'page:connect')).toBe(
      true,
    )
    await page.keyboard.press('Enter')
    await viewLocator(page, 'Connect').waitFor()
    const emailField = viewLocator(page, 'Connect').getByLabel('Email address')
    expect(
      await tabUntil(page, () => emailField.evaluate((field) => document.activeElement === field)),
    ).toBe(true)
    const before = (await inboxMessages(inbox, email)).length
    await page.keyboard.type(email)
    await page.keyboard.press('Enter')
    await viewLocator(page, 'EmailVerifyOtp').waitFor()

    // The frame takes the focus when it shows, and puts it in its code field.
    await expect.poll(() => codeFieldFocused(page), { timeout: 20_000 }).toBe(true)
    // Tab leaves the frame (its field, then its button) for the modal's next control...
    expect(
      await tabUntil(page, async () => (await focusedInPage(page)).startsWith('dialog:'), {
        max: 3,
      }),
    ).toBe(true)
    // ...and going round the modal, Tab comes back into the frame's field.
    expect(await tabUntil(page, () => codeFieldFocused(page))).toBe(true)

    // Six digits typed on the keyboard submit the code in the frame.
    await page.keyboard.type(await nextLoginCode(inbox, email, before), { delay: 30 })
    await expectText(
      viewLocator(page, 'Account').getByTestId('foyer-account-email'),
      `Signed in as ${email}`,
      60_000,
    )
  }, 120_000)
})
