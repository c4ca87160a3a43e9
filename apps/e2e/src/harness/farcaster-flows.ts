import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { EMBEDDED_WALLET_FRAME } from './embedded-wallet-flows.js'
import { closeModalIfOpen } from './flows.js'
import { expectText, viewLocator } from './views.js'

/** The wallet frame's "Open in Farcaster" link, drawn in the frame over ConnectingFarcaster. */
export function frameFarcasterLink(page: Page): Locator {
  return page.frameLocator(EMBEDDED_WALLET_FRAME).getByTestId('frame-farcaster-open')
}

/**
 * Opens ConnectingFarcaster from Connect and waits for the frame's QR code; resolves with the
 * channel URL the frame's link carries (read by the test from the frame's DOM, which no
 * host-page script can read).
 */
export async function openFarcasterInFrame(page: Page): Promise<string> {
  await closeModalIfOpen(page)
  await page.click('#connect')
  await viewLocator(page, 'Connect').waitFor()
  await page.getByTestId('foyer-social-farcaster').click()
  const link = frameFarcasterLink(page)
  await expect.poll(() => link.getAttribute('href'), { timeout: 30_000 }).toMatch(/^http/)
  return (await link.getAttribute('href')) ?? ''
}

/**
 * Clicks the frame's "Open in Farcaster" and approves as `username` in the stack's Farcaster
 * test client page it opens.
 */
export async function approveInFarcasterClient(
  page: Page,
  username: 'alice' | 'bob',
): Promise<void> {
  const [client] = await Promise.all([
    page.context().waitForEvent('page'),
    frameFarcasterLink(page).click(),
  ])
  await client.waitForLoadState()
  await expectText(client.locator('#request'), /asks you to sign in with Farcaster\.$/)
  // The stack registers @alice as FID 1 and @bob as FID 2 in the devnet's IdRegistry.
  await client.selectOption('#fid', username === 'alice' ? '1' : '2')
  await client.click('#approve')
  await expect
    .poll(() => client.locator('#status').getAttribute('data-result'), { timeout: 30_000 })
    .toBe('approved')
  await client.close()
}
