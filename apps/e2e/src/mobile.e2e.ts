import { walletConnectTestWalletClient } from '@foyer/test-wallet/walletconnect'
import { expect, test } from 'vitest'
import { TEST_WALLET_CONNECTOR_ID } from './harness/demo-session.js'
import { connectTestWallet, modalClosed } from './harness/flows.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { checkView, dialogLocator, expectText, viewLocator } from './harness/views.js'

// One pass through the demo on a phone-sized touch screen, in the dark theme with another
// accent: every view is checked with axe (contrast included) and kept as a screenshot. Then a
// WalletConnect request hands the user off to the wallet's app with one tap.
const PREFIX = 'mobile'
const demo = useDemoSession({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  walletConnectWallet: true,
})

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

test('a WalletConnect request: one tap on "Open {wallet}" opens it once; back in the tab it resumes', async () => {
  const { page, session } = demo
  const wallet = walletConnectTestWalletClient(session.stack.walletConnectWalletUrl!)
  // The person picks 1inch Wallet (a universal link in the directory) and pairs with it.
  await page.click('#connect')
  await viewLocator(page, 'Connect').getByTestId('wallet-option-all-wallets').tap()
  const allWallets = viewLocator(page, 'AllWallets')
  await allWallets.getByRole('searchbox').fill('1inch')
  const option = allWallets.locator('[data-testid^="wallet-option-"]').filter({ hasText: '1inch' })
  await expectText(option.first(), /1inch Wallet/)
  await option.first().tap()
  const copy = viewLocator(page, 'ConnectingWalletConnect').getByTestId('foyer-wc-copy')
  await expect
    .poll(async () => (await copy.getAttribute('data-wc-uri')) ?? '', { timeout: 30_000 })
    .toMatch(/^wc:[0-9a-f]{64}@2\?/)
  expect(await wallet.pair((await copy.getAttribute('data-wc-uri')) ?? '')).toMatchObject({
    approved: true,
  })
  await modalClosed(page)

  // The wallet's app is "opened" by a navigation to its universal link, answered here with
  // 204 (the page stays): each one is counted.
  const opened: string[] = []
  await page.route(
    (url) => url.hostname === 'wallet.1inch.io',
    (route) => {
      opened.push(route.request().url())
      return route.fulfill({ status: 204 })
    },
  )
  await page.evaluate(() => {
    ;(window as unknown as { sameDocument: boolean }).sameDocument = true
  })
  // A person takes a few seconds to approve on the phone.
  await wallet.configure({ chainBehaviour: { answerDelayMs: 4_000 } })
  await page.getByTestId('demo-sign-input').fill('Handed off to the wallet')
  await page.getByTestId('demo-sign-button').tap()
  const open = page.getByTestId('foyer-handoff-open')
  await expectText(open, 'Open 1inch Wallet')
  expect(await open.getAttribute('href')).toBe('https://wallet.1inch.io/')
  await open.tap()
  await expect.poll(() => opened.length).toBe(1)

  // Away to the wallet and back: the answer arrives in the same document, the hand-off goes.
  const away = await session.browser.newPage()
  await away.goto(session.stack.walletConnectWalletUrl!)
  await page.bringToFront()
  await away.close()
  await expectText(page.getByTestId('demo-signature-verdict'), /^Valid signature by 0x/)
  await expect.poll(() => page.getByTestId('foyer-handoff').count()).toBe(0)
  expect(opened).toEqual(['https://wallet.1inch.io/'])
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true)
  await wallet.configure({ chainBehaviour: { answerDelayMs: 0 } })
})
