import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import {
  type DemoSession,
  startDemoSession,
  TEST_WALLET_CONNECTOR_ID,
} from './harness/demo-session.js'
import { closeModalIfOpen, connectTestWallet, modalClosed } from './harness/flows.js'
import { checkView, dialogLocator, expectText, viewLocator } from './harness/views.js'

// One pass through the demo on a phone-sized touch screen, in the dark theme with another
// accent: every view is checked with axe (contrast included) and kept as a screenshot.
const PREFIX = 'mobile'
let session: DemoSession
let page: Page

beforeAll(async () => {
  session = await startDemoSession({ viewport: { width: 390, height: 844 }, isMobile: true })
  page = await session.openDemo()
})
afterAll(async () => {
  await session?.close()
})
afterEach(async () => {
  expect(session.browser.outsideRequests).toEqual([])
  await closeModalIfOpen(page)
})

test('dark theme and accent from the demo restyle the modal', async () => {
  await page.getByTestId('demo-theme-dark').check()
  await page.getByTestId('demo-accent-green').check()
  await page.click('#connect')
  const connect = await checkView(page, 'Connect', `${PREFIX}-dark`)
  const root = page.locator('[data-foyer-theme]').filter({ has: dialogLocator(page) })
  expect(await root.getAttribute('data-foyer-theme')).toBe('dark')
  const accent = await root.evaluate((element) =>
    getComputedStyle(element).getPropertyValue('--foyer-accent').trim(),
  )
  expect(accent).toBe('#1c7a4f')
  expect(await connect.getByTestId(`wallet-option-${TEST_WALLET_CONNECTOR_ID}`).count()).toBe(1)
  // The modal fits the narrow screen.
  const box = await dialogLocator(page).boundingBox()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(390)
})

test('connect, Account, switch network, All wallets and disconnect on a phone', async () => {
  await connectTestWallet(page, PREFIX)
  await expectText(page.getByTestId('demo-balance'), '1234.5678 ETH')

  await page.click('#connect')
  const account = await checkView(page, 'Account', PREFIX)
  await account.getByTestId('foyer-account-network').click()
  const networks = await checkView(page, 'Networks', PREFIX)
  await networks.getByTestId('network-option-eip155:31338').click()
  // Networks was pushed from Account: after the switch, back to Account on the new network.
  await viewLocator(page, 'Account').waitFor()
  await expectText(account.getByTestId('foyer-account-balance'), '42.500 ETH')
  await expectText(page.getByTestId('demo-network'), 'Foyer Devnet 2 (eip155:31338)')
  await dialogLocator(page).getByRole('button', { name: 'Close' }).tap()
  await modalClosed(page)

  await page.getByTestId('foyer-account-button').tap()
  await viewLocator(page, 'Account').getByTestId('foyer-disconnect').tap()
  await modalClosed(page)
  await expectText(page.getByTestId('demo-status'), 'disconnected')

  await page.click('#connect')
  await viewLocator(page, 'Connect').getByTestId('wallet-option-all-wallets').tap()
  const allWallets = await checkView(page, 'AllWallets', PREFIX)
  await allWallets.getByRole('searchbox').fill('rainbow')
  await expectText(allWallets.locator('[data-testid^="wallet-option-"]').first(), /Rainbow/)
})
