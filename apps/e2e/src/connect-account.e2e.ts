import {
  queueTestWalletExtensionDecisions,
  readTestWalletExtensionState,
} from '@foyer/test-wallet/extension'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { beforeAll, describe, expect, test } from 'vitest'
import { TEST_WALLET_CONNECTOR_ID } from './harness/demo-session.js'
import { connectTestWallet, loggedEvents, modalClosed } from './harness/flows.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { checkPage, checkView, dialogLocator, expectText, viewLocator } from './harness/views.js'

// The demo's production build with the test wallet as a real Chromium extension, on this
// file's own local stack: connect, account, networks, signing, rejection, sending, reload and
// disconnect, in the order a person would try them. Every view reached is checked with axe.
const PREFIX = 'desktop'
const demo = useDemoSession()
let account0: `0x${string}`
let account1: `0x${string}`

beforeAll(() => {
  account0 = demo.session.stack.accounts[0]!.address as `0x${string}`
  account1 = demo.session.stack.accounts[1]!.address as `0x${string}`
})

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/**
 * Signs the message in the demo's input and checks the result twice: the demo says the
 * signature is valid, and viem, here in the test, recovers account 0 from it.
 */
async function signAndVerify(message: string) {
  await demo.page.getByTestId('demo-sign-button').click()
  await expectText(
    demo.page.getByTestId('demo-signature-verdict'),
    `Valid signature by ${account0}`,
  )
  const signature = (await demo.page.getByTestId('demo-signature').textContent()) as `0x${string}`
  await expect(verifyMessage({ address: account0, message, signature })).resolves.toBe(true)
}

describe('the demo with the test wallet extension', () => {
  test('Connect → the test wallet → Account shows the address and balance', async () => {
    await expectText(demo.page.getByTestId('foyer-connect-button'), 'Connect Wallet')
    await connectTestWallet(demo.page, PREFIX)
    await expectText(demo.page.getByTestId('demo-address'), account0)
    await expectText(demo.page.getByTestId('demo-network'), 'Foyer Devnet (eip155:31337)')
    await expectText(demo.page.getByTestId('demo-wallet'), 'Foyer Test Wallet')
    // The devstack pins account 0 at 1234.5678 ETH on 31337; the button shows 3 decimals.
    await expectText(demo.page.getByTestId('demo-balance'), '1234.5678 ETH')
    await expectText(demo.page.getByTestId('foyer-connect-button'), /1,234\.567 ETH.*0xf39F…2266/)
    expect(await loggedEvents(demo.page)).toEqual(['MODAL_OPEN', 'CONNECT_SUCCESS', 'MODAL_CLOSE'])

    await demo.page.click('#connect')
    const accountView = await checkView(demo.page, 'Account', PREFIX)
    await expectText(accountView.getByTestId('foyer-account-name'), short(account0))
    await expectText(accountView.getByTestId('foyer-account-balance'), '1,234.567 ETH')
    await expectText(accountView.getByTestId('foyer-account-network'), /Foyer Devnet/)
    // Tokens, NFTs and Activity come from the stack's account data service
    // (account-data.e2e.ts checks them in detail).
    await expectText(accountView.getByTestId('foyer-token-ETH'), /1,234\.567 ETH/)
    await accountView.getByRole('tab', { name: 'NFTs' }).click()
    await expectText(accountView.getByRole('tabpanel'), /Foyer Friends #1/)
    await checkPage(demo.page, `${PREFIX}-Account-nfts`)
    await accountView.getByRole('tab', { name: 'Activity' }).click()
    await accountView.getByTestId('foyer-transaction').first().waitFor()
    await checkPage(demo.page, `${PREFIX}-Account-activity`)
    await dialogLocator(demo.page).getByRole('button', { name: 'Close' }).click()
    await modalClosed(demo.page)
  })

  test('switches between the two devnets from Networks', async () => {
    await demo.page.getByTestId('foyer-network-button').click()
    const networks = await checkView(demo.page, 'Networks', PREFIX)
    expect(
      await networks.getByTestId('network-option-eip155:31337').getAttribute('aria-current'),
    ).toBe('true')
    await networks.getByTestId('network-option-eip155:31338').click()
    await modalClosed(demo.page)
    await expectText(demo.page.getByTestId('demo-network'), 'Foyer Devnet 2 (eip155:31338)')
    expect((await readTestWalletExtensionState(demo.session.browser.context)).chainId).toBe(31338)
    // Account 0 holds 42.5 ETH on the second devnet.
    await expectText(demo.page.getByTestId('demo-balance'), '42.5 ETH')
    await expectText(demo.page.getByTestId('demo-caip-address'), `eip155:31338:${account0}`)

    await demo.page.getByTestId('foyer-network-button').click()
    await viewLocator(demo.page, 'Networks').getByTestId('network-option-eip155:31337').click()
    await modalClosed(demo.page)
    await expectText(demo.page.getByTestId('demo-network'), 'Foyer Devnet (eip155:31337)')
    expect((await readTestWalletExtensionState(demo.session.browser.context)).chainId).toBe(31337)
  })

  test('a network switch the wallet rejects shows the error and keeps the network', async () => {
    await demo.page.getByTestId('foyer-network-button').click()
    const networks = viewLocator(demo.page, 'Networks')
    await queueTestWalletExtensionDecisions(demo.session.browser.context, ['reject'])
    await networks.getByTestId('network-option-eip155:31338').click()
    // Below the list (no option moves), with a retry: the wallet's refusal in SPEC's words.
    await expectText(networks.getByTestId('foyer-switch-error'), /User rejected the request\./)
    await networks.getByTestId('foyer-switch-retry').waitFor()
    await checkPage(demo.page, `${PREFIX}-Networks-rejected`)
    // Still on Networks, still on the first devnet, still connected.
    expect(await networks.count()).toBe(1)
    expect(
      await networks.getByTestId('network-option-eip155:31337').getAttribute('aria-current'),
    ).toBe('true')
    await expectText(demo.page.getByTestId('demo-network'), 'Foyer Devnet (eip155:31337)')
    await expectText(demo.page.getByTestId('demo-status'), 'connected')
    expect((await readTestWalletExtensionState(demo.session.browser.context)).chainId).toBe(31337)
  })

  test('signs a message from the demo; the signature verifies', async () => {
    await demo.page.getByTestId('demo-sign-input').fill('Sign in to the Foyer demo')
    await signAndVerify('Sign in to the Foyer demo')
  })

  test('a rejection in the wallet shows an error and loses nothing', async () => {
    await demo.page.getByTestId('demo-sign-input').fill('Keep this text')
    await queueTestWalletExtensionDecisions(demo.session.browser.context, ['reject'])
    await demo.page.getByTestId('demo-sign-button').click()
    await expectText(demo.page.getByTestId('demo-sign-error'), 'User rejected the request.')
    // The text, the connection and the network are all still there; signing again works.
    expect(await demo.page.getByTestId('demo-sign-input').inputValue()).toBe('Keep this text')
    await expectText(demo.page.getByTestId('demo-status'), 'connected')
    await expectText(demo.page.getByTestId('demo-network'), 'Foyer Devnet (eip155:31337)')
    await signAndVerify('Keep this text')
  })

  test('sends a small devnet transaction and shows its hash', async () => {
    await demo.page.getByTestId('demo-send-to').fill(account1)
    await demo.page.getByTestId('demo-send-amount').fill('0.001')
    await demo.page.getByTestId('demo-send-button').click()
    await expectText(demo.page.getByTestId('demo-tx-status'), /^Confirmed in block \d+$/)
    const hash = (await demo.page.getByTestId('demo-tx-hash').textContent()) as `0x${string}`
    const devnet = createPublicClient({ transport: http(demo.session.stack.chains[0]!.rpcUrl) })
    const transaction = await devnet.getTransaction({ hash })
    expect(transaction.from.toLowerCase()).toBe(account0.toLowerCase())
    expect(transaction.to?.toLowerCase()).toBe(account1.toLowerCase())
    expect(transaction.value).toBe(parseEther('0.001'))
    expect((await devnet.getTransactionReceipt({ hash })).status).toBe('success')
  })

  test('a reload keeps the connection without opening the modal', async () => {
    await demo.page.reload()
    await demo.page.locator('[data-testid="foyer-connect-button"]:enabled').waitFor()
    await expectText(demo.page.getByTestId('demo-status'), 'connected')
    await expectText(demo.page.getByTestId('demo-address'), account0)
    await expectText(demo.page.getByTestId('demo-network'), 'Foyer Devnet (eip155:31337)')
    expect(await dialogLocator(demo.page).count()).toBe(0)
    expect(await loggedEvents(demo.page)).not.toContain('MODAL_OPEN')
  })

  test('disconnects from Account, and stays disconnected after a reload', async () => {
    await demo.page.click('#connect')
    const accountView = await checkView(demo.page, 'Account', `${PREFIX}-before-disconnect`)
    await accountView.getByTestId('foyer-disconnect').click()
    await modalClosed(demo.page)
    await expectText(demo.page.getByTestId('demo-status'), 'disconnected')
    await expectText(demo.page.getByTestId('foyer-connect-button'), 'Connect Wallet')
    await demo.page.reload()
    await demo.page.locator('[data-testid="foyer-connect-button"]:enabled').waitFor()
    await expectText(demo.page.getByTestId('demo-status'), 'disconnected')
  })

  test('a connection the wallet rejects shows the error in ConnectingExternal; retry connects', async () => {
    await queueTestWalletExtensionDecisions(demo.session.browser.context, ['reject'])
    await demo.page.click('#connect')
    await viewLocator(demo.page, 'Connect')
      .getByTestId(`wallet-option-${TEST_WALLET_CONNECTOR_ID}`)
      .click()
    const connecting = viewLocator(demo.page, 'ConnectingExternal')
    await demo.page
      .locator('[data-testid="foyer-view-ConnectingExternal"][data-status="failed"]')
      .waitFor()
    await expectText(connecting.getByRole('alert'), 'User rejected the request.')
    await checkView(demo.page, 'ConnectingExternal', `${PREFIX}-rejected`)
    await expectText(demo.page.getByTestId('demo-status'), 'disconnected')
    await demo.page.locator('[data-testid="foyer-connect-retry"]:enabled').click()
    await expectText(demo.page.getByTestId('demo-status'), 'connected')
    await modalClosed(demo.page)
    await expectText(demo.page.getByTestId('demo-address'), account0)
  })
})
