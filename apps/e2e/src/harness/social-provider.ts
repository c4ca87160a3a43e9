import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { type BrowserSession, launchBrowser } from './chromium.js'

/** Fills the sign-in page of the devstack's local OpenID provider (registered as "github"). */
export async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.waitForSelector('#login', { timeout: 20_000 })
  expect(await page.title()).toContain('github')
  await page.fill('#login', login)
  await page.click('button[type="submit"]')
}

/**
 * A new browser profile (nothing stored) with the demo at `url` open and its connect button
 * ready; the browser is added to `browsers` for the file to close.
 */
export async function openFreshDemo(url: string, browsers: BrowserSession[]): Promise<Page> {
  const browser = await launchBrowser()
  browsers.push(browser)
  const page = await browser.newPage()
  await page.goto(url)
  await page.locator('[data-testid="foyer-connect-button"]:enabled').waitFor({ timeout: 60_000 })
  return page
}
