import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { type BrowserSession, launchBrowser } from './chromium.js'
import { answerRecoveryPasswords } from './recovery-passwords.js'

/** Fills the sign-in page of the devstack's local OpenID provider (registered as "github"). */
export async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.waitForSelector('#login', { timeout: 20_000 })
  expect(await page.title()).toContain('github')
  await page.fill('#login', login)
  await page.click('button[type="submit"]')
}

/**
 * A new browser profile (nothing stored) with the demo at `url` open and its connect button
 * ready, its recovery password form answered (`answerRecoveryPasswords`); the browser is added
 * to `browsers` for the file to close.
 */
export async function openFreshDemo(url: string, browsers: BrowserSession[]): Promise<Page> {
  const browser = await launchBrowser()
  browsers.push(browser)
  answerRecoveryPasswords(browser.context)
  const page = await browser.newPage()
  await page.goto(url)
  await page.locator('[data-testid="foyer-connect-button"]:enabled').waitFor({ timeout: 60_000 })
  return page
}

/**
 * The frame's authorize address for GitHub, as a Telegram mini-app opens it in its own tab:
 * the one the modal's GitHub button sends its popup to (the popup is closed unused). Connect
 * must be open on `page`.
 */
export async function githubAuthorizeUrl(page: Page): Promise<string> {
  const authorize = page.context().waitForEvent('request', {
    predicate: (request) => request.url().includes('/v1/social/github/authorize'),
    timeout: 20_000,
  })
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByTestId('foyer-social-github').click(),
  ])
  const url = (await authorize).url()
  await popup.close()
  return url
}
