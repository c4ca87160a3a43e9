import type { Page } from 'playwright-core'
import { afterAll, describe, expect, test } from 'vitest'
import { launchBrowser } from './harness/chromium.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { checkView, expectText, viewLocator } from './harness/views.js'

// 'Session Expired' (SPEC §8) end to end: a visitor whose computer clock is two days behind
// picks WalletConnect in the demo's production build. The WalletConnect client in the page
// signs its relay token with that clock, and the stack's real relay refuses the token as
// expired (beyond its 60 s of tolerated skew) and closes the socket. The modal shows the
// 'Session Expired' alert with its advice, once: trying again does not show it a second time.
// The page's clock is Playwright's (a browser of its own); the relay's is the machine's.
const PREFIX = 'walletconnect-clock-skew'
const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000
const demo = useDemoSession({})

/** Opens the modal and picks WalletConnect on Connect; returns the WalletConnect view. */
async function openWalletConnect(page: Page) {
  await page.click('#connect')
  const connect = await checkView(page, 'Connect', PREFIX)
  await connect.getByTestId('wallet-option-walletConnect').click()
  return viewLocator(page, 'ConnectingWalletConnect')
}

describe("a clock the relay refuses: 'Session Expired', once", () => {
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined
  afterAll(async () => {
    await browser?.close()
  })

  test('the relay refuses the token as expired; the alert shows once, not again on retry', async () => {
    browser = await launchBrowser()
    const page = await browser.newPage()
    const pageErrors: Error[] = []
    page.on('pageerror', (error) => pageErrors.push(error))
    // The computer's clock is two days behind; time then runs normally.
    await page.clock.install({ time: Date.now() - TWO_DAYS_MS })
    await page.goto(demo.session.url)
    await page.locator('[data-testid="foyer-connect-button"]:enabled').waitFor()

    const view = await openWalletConnect(page)
    const alert = page.getByTestId('foyer-alert')
    await expectText(alert, /Session Expired/, 60_000)
    await expectText(alert, /Check your device's time settings, then reconnect\./)
    expect(await alert.count()).toBe(1)
    // The attempt failed and says so, with a retry.
    const retry = view.getByRole('button', { name: 'Try again' })
    await retry.waitFor({ timeout: 60_000 })
    await checkView(page, 'ConnectingWalletConnect', `${PREFIX}-alert`)

    // Dismissed, then tried again: the relay refuses again, and the alert stays away.
    await alert.getByRole('button', { name: 'Dismiss' }).click()
    await expect.poll(() => alert.count()).toBe(0)
    await retry.click()
    await view.getByRole('button', { name: 'Try again' }).waitFor({ timeout: 60_000 })
    // Long enough for a second refusal to have been turned into an alert, had it been.
    await page.waitForTimeout(2_000)
    expect(await alert.count()).toBe(0)
    expect(await page.getByTestId('demo-status').textContent()).toBe('disconnected')
    expect(pageErrors).toEqual([])
    expect(browser.outsideRequests).toEqual([])
  })
})
