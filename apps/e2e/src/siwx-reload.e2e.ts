import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, test } from 'vitest'
import { stackInboxUrl } from './harness/auth-inbox.js'
import { TEST_WALLET_CONNECTOR_ID } from './harness/demo-session.js'
import { approveInFrame, logInWithEmail } from './harness/embedded-wallet-flows.js'
import { modalClosed, requireSignInInDemo } from './harness/flows.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { dialogLocator, expectText, viewLocator } from './harness/views.js'

/**
 * Sign-in survives a reload in `npm run demo` (its stack and configuration, the injected test
 * wallet, "Require sign-in" on): a session the demo's server still holds is restored without
 * the sign view, for the injected wallet (EVM and Solana sides connected) and an email
 * user; one the server revoked, or whose cookie is gone (expired), asks again.
 */
const ctx = useDemoSession({
  fullDemo: true,
  testWallet: 'injected',
  // Not about smart accounts: no bundlers (alto's start is the slowest part).
  smartAccounts: false,
})

const SIGN_VIEW = '[data-testid="foyer-view-SIWXSignMessage"]'

/** Counts the sign view's appearances in this tab from the next load on (even a flash). */
async function watchForSignView(page: Page): Promise<void> {
  await page.addInitScript((selector) => {
    const counter = window as unknown as { __foyerSignViewSeen: number }
    counter.__foyerSignViewSeen = 0
    new MutationObserver(() => {
      if (document.querySelector(selector)) counter.__foyerSignViewSeen += 1
    }).observe(document, { childList: true, subtree: true })
  }, SIGN_VIEW)
}

async function signViewSeen(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as Record<string, number>).__foyerSignViewSeen ?? 0)
}

/** Waits for the sign view ready, signs (approved in the wallet frame for an email user). */
async function signOnSignView(page: Page, { inFrame = false } = {}): Promise<void> {
  await page.locator(`${SIGN_VIEW}[data-status="ready"]`).waitFor({ timeout: 30_000 })
  await viewLocator(page, 'SIWXSignMessage').getByTestId('foyer-sign-in-sign').click()
  if (inFrame) await approveInFrame(page)
  await modalClosed(page)
  await expectText(page.getByTestId('demo-sign-in-status'), 'Signed in')
}

/** Reloads and waits until the demo has reconnected; then 3 s for a late sign view. */
async function reloadConnected(page: Page): Promise<void> {
  await page.reload()
  await page.locator('[data-testid="foyer-connect-button"]:enabled').waitFor()
  await expectText(page.getByTestId('demo-status'), 'connected', 30_000)
  await page.waitForTimeout(3000)
}

/** The server's answer to GET /siwx/session, asked with the page's cookie. */
async function serverSession(page: Page): Promise<{ session: unknown }> {
  return page.evaluate(async () => (await fetch('/siwx/session', { cache: 'no-store' })).json())
}

beforeAll(async () => {
  const { page } = ctx
  await requireSignInInDemo(page)
  await watchForSignView(page)
})

describe('a stored sign-in session on reload', () => {
  test('injected wallet: sign in, reload → still signed in, no sign view', async () => {
    const { page } = ctx
    await page.click('#connect')
    await viewLocator(page, 'Connect')
      .getByTestId(`wallet-option-${TEST_WALLET_CONNECTOR_ID}`)
      .click()
    await signOnSignView(page)
    for (let reload = 0; reload < 2; reload++) {
      await reloadConnected(page)
      await expectText(page.getByTestId('demo-sign-in-status'), 'Signed in')
      expect(await dialogLocator(page).count()).toBe(0)
      expect(await signViewSeen(page)).toBe(0)
    }
    expect((await serverSession(page)).session).not.toBeNull()
  })

  test('revoked by the server: the reload asks to sign again', async () => {
    const { page } = ctx
    await page.evaluate(() => fetch('/siwx/signout', { method: 'POST', body: '{}' }))
    expect((await serverSession(page)).session).toBeNull()
    await page.reload()
    await page.locator(`${SIGN_VIEW}[data-status="ready"]`).waitFor({ timeout: 30_000 })
    await expectText(page.getByTestId('demo-sign-in-status'), /Not signed in/)
    await signOnSignView(page)
  })

  test('expired (the session cookie is gone): the reload asks to sign again', async () => {
    const { page, session } = ctx
    await session.browser.context.clearCookies({ name: 'foyer_siwx' })
    await page.reload()
    await page.locator(`${SIGN_VIEW}[data-status="ready"]`).waitFor({ timeout: 30_000 })
    await expectText(page.getByTestId('demo-sign-in-status'), /Not signed in/)
    await viewLocator(page, 'SIWXSignMessage').getByTestId('foyer-sign-in-cancel').click()
    await expectText(page.getByTestId('demo-status'), 'disconnected')
    await dialogLocator(page).getByRole('button', { name: 'Close' }).click()
    await modalClosed(page)
  })

  test('email user: sign in, reload → still signed in, no sign view', async () => {
    const { page, session } = ctx
    await page.click('#connect')
    await viewLocator(page, 'Connect').waitFor()
    await logInWithEmail(page, stackInboxUrl(session.stack), 'reload@example.com')
    // The embedded wallet may sign the message as part of the login; otherwise the sign view.
    const signedIn = page.getByTestId('demo-sign-in-status').getByText('Signed in', { exact: true })
    const ready = page.locator(`${SIGN_VIEW}[data-status="ready"]`)
    await signedIn.or(ready).first().waitFor({ timeout: 60_000 })
    if (await ready.isVisible()) await signOnSignView(page, { inFrame: true })
    await expectText(page.getByTestId('demo-sign-in-status'), 'Signed in')
    expect((await serverSession(page)).session).not.toBeNull()
    await reloadConnected(page)
    await expectText(page.getByTestId('demo-sign-in-status'), 'Signed in')
    expect(await dialogLocator(page).count()).toBe(0)
    expect(await signViewSeen(page)).toBe(0)
  })
})
