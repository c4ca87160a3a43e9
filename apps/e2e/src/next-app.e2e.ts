import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { BrowserSession } from './harness/chromium.js'
import { TEST_WALLET_CONNECTOR_ID } from './harness/demo-session.js'
import { type ExtensionStack, startExtensionStack } from './harness/extension-stack.js'
import { type NextApp, startNextApp } from './harness/next-app.js'
import { viewLocator } from './harness/views.js'

// apps/example-next (Next.js 16 App Router, React 19) from its production build (`next start`):
// the server HTML already has Foyer's styles and, after a connection, the connected button
// (cookie state); hydration changes neither the box nor the console.

const BUTTON = '[data-testid="foyer-connect-button"]'
let started: ExtensionStack
let stack: ExtensionStack['stack']
let browser: BrowserSession
let app: NextApp

beforeAll(async () => {
  started = await startExtensionStack()
  ;({ stack, browser } = started)
  try {
    app = await startNextApp({ rpcUrl: stack.chains[0]!.rpcUrl, directoryUrl: stack.directoryUrl! })
  } catch (error) {
    await started.stop()
    throw error
  }
})

afterAll(async () => {
  await app?.close()
  await started?.stop()
})

/** A tab whose scripts never load: what the server's HTML and CSS alone show. */
async function openServerHtmlOnly(): Promise<Page> {
  const page = await browser.newPage()
  await page.route(/\/_next\/static\/.*\.js(\?|$)/, (route) => route.abort())
  await page.goto(app.url)
  await page.locator(BUTTON).waitFor()
  return page
}

/** A normal tab, recording console warnings/errors and uncaught errors from its first byte. */
async function openHydrated(): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage()
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  await page.goto(app.url)
  await page.locator(`${BUTTON}:enabled`).waitFor()
  return { page, problems }
}

const box = async (page: Page) => {
  const rect = await page.locator(BUTTON).boundingBox()
  if (!rect) throw new Error('the connect button has no box')
  return rect
}

describe('Next.js App Router example', () => {
  test('the first HTML has the styled button; hydration keeps its box and logs nothing', async () => {
    const html = await (await fetch(app.url)).text()
    expect(html).toMatch(/<style data-foyer-styles="">[^<]*\.foyer-root/)
    expect(html).toMatch(/<button[^>]*data-testid="foyer-connect-button"[^>]*>/)
    expect(html).toContain('Connect Wallet')

    const serverOnly = await openServerHtmlOnly()
    const before = await box(serverOnly)
    // Styled (Foyer's 40 px button), not the browser's default ~21 px-high button.
    expect(before.height).toBeGreaterThanOrEqual(36)
    expect(before.width).toBeGreaterThanOrEqual(120)
    const radius = await serverOnly
      .locator(BUTTON)
      .evaluate((el) => Number.parseFloat(getComputedStyle(el).borderTopLeftRadius))
    expect(radius).toBeGreaterThan(0)
    await serverOnly.close()

    const { page, problems } = await openHydrated()
    const after = await box(page)
    expect(Math.abs(after.width - before.width)).toBeLessThanOrEqual(0.5)
    expect(Math.abs(after.height - before.height)).toBeLessThanOrEqual(0.5)
    // One stylesheet: the browser found the server's and added no copy.
    expect(await page.locator('style[data-foyer-styles]').count()).toBe(1)
    await page.waitForTimeout(1_000)
    expect(problems).toEqual([])
    await page.close()
    console.info(`next-app: button ${before.width}×${before.height} before and after hydration`)
  })

  test('after connecting and a reload, the server HTML already shows the connected button', async () => {
    const account0 = stack.accounts[0]!.address
    const { page, problems } = await openHydrated()
    await page.click('#connect')
    await viewLocator(page, 'Connect')
      .getByTestId(`wallet-option-${TEST_WALLET_CONNECTOR_ID}`)
      .click()
    await page.locator(`${BUTTON}[data-status="connected"]`).waitFor({ timeout: 30_000 })
    const cookie = (await browser.context.cookies(app.url)).find((c) => c.name === 'foyer.state')
    expect(cookie).toBeDefined()
    expect(decodeURIComponent(cookie!.value).toLowerCase()).toContain(account0.toLowerCase())

    // The server's own answer to a request with that cookie.
    const html = await (
      await fetch(app.url, { headers: { cookie: `foyer.state=${cookie!.value}` } })
    ).text()
    expect(html).toMatch(
      /<button[^>]*data-status="connected"[^>]*data-testid="foyer-connect-button"|<button[^>]*data-testid="foyer-connect-button"[^>]*data-status="connected"/,
    )
    expect(html).not.toContain('Connect Wallet')

    // A reload with no scripts: the connected button, from the server alone.
    const serverOnly = await openServerHtmlOnly()
    await expect
      .poll(() => serverOnly.locator(BUTTON).getAttribute('data-status'))
      .toBe('connected')
    expect(await serverOnly.locator(BUTTON).textContent()).toMatch(
      new RegExp(account0.slice(0, 6), 'i'),
    )
    await serverOnly.close()

    // A real reload: hydrates without a warning and stays connected (resynced by the wallet).
    problems.length = 0
    await page.reload()
    await page.locator(`${BUTTON}:enabled`).waitFor()
    expect(await page.locator(BUTTON).getAttribute('data-status')).toBe('connected')
    await page.waitForTimeout(1_500)
    expect(await page.locator(BUTTON).getAttribute('data-status')).toBe('connected')
    expect(problems).toEqual([])
    await page.close()
  })
})
