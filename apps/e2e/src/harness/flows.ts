import type { Page } from 'playwright-core'
import { TEST_WALLET_CONNECTOR_ID } from './demo-session.js'
import { animationsSettled, checkView, dialogLocator, expectText, viewLocator } from './views.js'

/** Waits until the modal is closed (no dialog on show). */
export async function modalClosed(page: Page): Promise<void> {
  await dialogLocator(page).waitFor({ state: 'hidden' })
}

/**
 * Closes the modal if a test left it open (after a failure), so that the next test starts
 * from the page: the close button, as a person would.
 */
export async function closeModalIfOpen(page: Page): Promise<void> {
  if ((await dialogLocator(page).count()) === 0) return
  // On a phone the modal is a sheet docked at the bottom: a section that arrives late (a lazy
  // chunk, the frame's login list) grows it upwards and moves its header. Click where it rests.
  await animationsSettled(page)
  await dialogLocator(page).getByRole('button', { name: 'Close' }).click()
  await modalClosed(page)
}

/**
 * Connects the test wallet the way a person does: the connect button, the Connect view
 * (checked and kept as a screenshot), the wallet's row; resolves once the demo shows the
 * connection and the modal has closed.
 */
export async function connectTestWallet(page: Page, prefix: string): Promise<void> {
  await page.click('#connect')
  await checkView(page, 'Connect', prefix)
  await viewLocator(page, 'Connect')
    .getByTestId(`wallet-option-${TEST_WALLET_CONNECTOR_ID}`)
    .click()
  await expectText(page.getByTestId('demo-status'), 'connected')
  await modalClosed(page)
}

/** The names of the events the demo's log shows, oldest first. */
export async function loggedEvents(page: Page): Promise<string[]> {
  const names = await page.getByTestId('demo-event-name').allTextContents()
  return names.reverse()
}

/**
 * Turns on the demo's "Require sign-in" switch and waits for the reload it starts: the new
 * page is loaded, its connect button usable and its switch on.
 */
export async function requireSignInInDemo(page: Page): Promise<void> {
  const reloaded = page.waitForEvent('load')
  await page.getByTestId('demo-require-sign-in').click()
  await reloaded
  await page.locator('[data-testid="foyer-connect-button"]:enabled').waitFor()
  await page.locator('[data-testid="demo-require-sign-in"]:checked').waitFor()
}
