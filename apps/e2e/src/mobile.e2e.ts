import { expect, test } from 'vitest'
import { TEST_WALLET_CONNECTOR_ID } from './harness/demo-session.js'
import { connectTestWallet, modalClosed } from './harness/flows.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { checkView, dialogLocator, expectText, viewLocator } from './harness/views.js'

// One pass through the demo on a phone-sized touch screen, in the dark theme with another
// accent: every view is checked with axe (contrast included) and kept as a screenshot.
const PREFIX = 'mobile'
const demo = useDemoSession({ viewport: { width: 390, height: 844 }, isMobile: true })

test('dark theme and accent from the demo restyle the modal', async () => {
  await demo.page.getByTestId('demo-theme-dark').check()
  await demo.page.getByTestId('demo-accent-green').check()
  await demo.page.click('#connect')
  const connect = await checkView(demo.page, 'Connect', `${PREFIX}-dark`)
  const root = demo.page.locator('[data-foyer-theme]').filter({ has: dialogLocator(demo.page) })
  expect(await root.getAttribute('data-foyer-theme')).toBe('dark')
  const accent = await root.evaluate((element) =>
    getComputedStyle(element).getPropertyValue('--foyer-accent').trim(),
  )
  expect(accent).toBe('#1c7a4f')
  expect(await connect.getByTestId(`wallet-option-${TEST_WALLET_CONNECTOR_ID}`).count()).toBe(1)
  // The modal fits the narrow screen.
  const box = await dialogLocator(demo.page).boundingBox()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(390)
})

test('connect, Account, switch network, All wallets and disconnect on a phone', async () => {
  await connectTestWallet(demo.page, PREFIX)
  await expectText(demo.page.getByTestId('demo-balance'), '1234.5678 ETH')

  await demo.page.click('#connect')
  const account = await checkView(demo.page, 'Account', PREFIX)
  await account.getByTestId('foyer-account-network').click()
  const networks = await checkView(demo.page, 'Networks', PREFIX)
  await networks.getByTestId('network-option-eip155:31338').click()
  // Networks was pushed from Account: after the switch, back to Account on the new network.
  await viewLocator(demo.page, 'Account').waitFor()
  await expectText(account.getByTestId('foyer-account-balance'), '42.500 ETH')
  await expectText(demo.page.getByTestId('demo-network'), 'Foyer Devnet 2 (eip155:31338)')
  await dialogLocator(demo.page).getByRole('button', { name: 'Close' }).tap()
  await modalClosed(demo.page)

  await demo.page.getByTestId('foyer-account-button').tap()
  await viewLocator(demo.page, 'Account').getByTestId('foyer-disconnect').tap()
  await modalClosed(demo.page)
  await expectText(demo.page.getByTestId('demo-status'), 'disconnected')

  await demo.page.click('#connect')
  await viewLocator(demo.page, 'Connect').getByTestId('wallet-option-all-wallets').tap()
  const allWallets = await checkView(demo.page, 'AllWallets', PREFIX)
  await allWallets.getByRole('searchbox').fill('rainbow')
  await expectText(allWallets.locator('[data-testid^="wallet-option-"]').first(), /Rainbow/)
})
