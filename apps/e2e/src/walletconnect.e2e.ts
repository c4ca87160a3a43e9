import { type RunningWalletConnectWallet, startWalletConnectWallet } from '@foyer/devstack'
import { deriveSolanaTestKey } from '@foyer/test-wallet/solana'
import {
  type WalletConnectTestWalletClient,
  walletConnectTestWalletClient,
} from '@foyer/test-wallet/walletconnect'
import type { Page } from 'playwright-core'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchBrowser } from './harness/chromium.js'
import { modalClosed } from './harness/flows.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { checkView, dialogLocator, expectText, viewLocator } from './harness/views.js'

// WalletConnect end to end: the demo's production build pairs with the stack's WalletConnect
// test wallet (a real Sign client in this process) through the local relay — by a person
// pasting the link into the wallet's page, and by a test reading it from the QR view — then
// signs, sends on the devnet, survives a reload and disconnects from either side. An expired
// pairing is replaced by a fresh QR code (a fake clock in a browser of its own). Nothing may
// leave the machine.
const PREFIX = 'walletconnect'
const demo = useDemoSession({ walletConnectWallet: true })
let wallet: WalletConnectTestWalletClient
let account0: `0x${string}`

beforeAll(() => {
  const url = demo.session.stack.walletConnectWalletUrl
  if (!url) throw new Error('The stack runs no WalletConnect test wallet')
  wallet = walletConnectTestWalletClient(url)
  account0 = demo.session.stack.accounts[0]!.address as `0x${string}`
})

/** The pairing uri the QR view shows, read from its copy-link button. */
async function pairingUri(page: Page): Promise<string> {
  const copy = viewLocator(page, 'ConnectingWalletConnect').getByTestId('foyer-wc-copy')
  await expect
    .poll(async () => (await copy.getAttribute('data-wc-uri')) ?? '', { timeout: 30_000 })
    .toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return (await copy.getAttribute('data-wc-uri')) ?? ''
}

/** Opens the modal and picks WalletConnect on Connect; returns the QR view. */
async function openWalletConnect(page: Page, prefix: string) {
  await page.click('#connect')
  const connect = await checkView(page, 'Connect', prefix)
  const row = connect.getByTestId('wallet-option-walletConnect')
  // Tagged 'QR code', or 'Recent' once it was used.
  await expectText(row, /WalletConnect(QR code|Recent)$/)
  await row.click()
  return checkView(page, 'ConnectingWalletConnect', prefix)
}

/** Signs `message` from the demo and checks the signature here too. */
async function signAndVerify(message: string) {
  await demo.page.getByTestId('demo-sign-input').fill(message)
  await demo.page.getByTestId('demo-sign-button').click()
  await expectText(
    demo.page.getByTestId('demo-signature-verdict'),
    `Valid signature by ${account0}`,
  )
  const signature = (await demo.page.getByTestId('demo-signature').textContent()) as `0x${string}`
  expect(await verifyMessage({ address: account0, message, signature })).toBe(true)
}

describe('the demo over WalletConnect with the stack test wallet', () => {
  test('a person pastes the copied link into the wallet page: the demo connects', async () => {
    const view = await openWalletConnect(demo.page, PREFIX)
    await expectText(view, /Scan this QR code with your phone/)
    const uri = await pairingUri(demo.page)
    expect(await view.getByTestId('foyer-wc-qr').getAttribute('data-wc-uri')).toBe(uri)

    const walletPage = await demo.session.browser.newPage()
    try {
      await walletPage.goto(demo.session.stack.walletConnectWalletUrl!)
      await walletPage.getByLabel(/WalletConnect link/).fill(uri)
      await walletPage.getByRole('button', { name: 'Pair' }).click()
      await expectText(walletPage.locator('#status'), /^Connected to /)
    } finally {
      await walletPage.close()
    }

    await expectText(demo.page.getByTestId('demo-status'), 'connected')
    await modalClosed(demo.page)
    await expectText(demo.page.getByTestId('demo-address'), account0)
    await expectText(demo.page.getByTestId('demo-wallet'), 'WalletConnect')
    await expectText(demo.page.getByTestId('demo-network'), 'Foyer Devnet (eip155:31337)')
    const { sessions } = await wallet.state()
    expect(sessions).toHaveLength(1)
    expect(sessions[0]?.chains).toEqual(expect.arrayContaining(['eip155:31337', 'eip155:31338']))
  })

  test('signs a message over WalletConnect; a rejection in the wallet shows the SPEC text', async () => {
    await signAndVerify('Signed over WalletConnect')
    await wallet.queueDecisions(['reject'])
    await demo.page.getByTestId('demo-sign-input').fill('Not this one')
    await demo.page.getByTestId('demo-sign-button').click()
    await expectText(demo.page.getByTestId('demo-sign-error'), 'User rejected the request.')
    await expectText(demo.page.getByTestId('demo-status'), 'connected')
  })

  test('sends a devnet transaction over WalletConnect', async () => {
    const chain = demo.session.stack.chains[0]!
    const receiver = demo.session.stack.accounts[2]!.address
    const node = createPublicClient({ transport: http(chain.rpcUrl) })
    const before = await node.getBalance({ address: receiver })
    await demo.page.getByTestId('demo-send-to').fill(receiver)
    await demo.page.getByTestId('demo-send-amount').fill('0.25')
    await demo.page.getByTestId('demo-send-button').click()
    await expectText(demo.page.getByTestId('demo-tx-status'), /^Confirmed in block \d+$/)
    const hash = (await demo.page.getByTestId('demo-tx-hash').textContent()) as `0x${string}`
    const transaction = await node.getTransaction({ hash })
    expect(transaction.from.toLowerCase()).toBe(account0.toLowerCase())
    expect(await node.getBalance({ address: receiver })).toBe(before + parseEther('0.25'))
  })

  test('a reload restores the session without the modal', async () => {
    await demo.page.reload()
    await demo.page.locator('[data-testid="foyer-connect-button"]:enabled').waitFor()
    await expectText(demo.page.getByTestId('demo-status'), 'connected')
    await expectText(demo.page.getByTestId('demo-address'), account0)
    expect(await dialogLocator(demo.page).count()).toBe(0)
    await signAndVerify('Still paired after a reload')
  })

  test('the wallet ends the session: the demo is disconnected', async () => {
    await wallet.disconnect()
    await expectText(demo.page.getByTestId('demo-status'), 'disconnected')
    expect((await wallet.state()).sessions).toEqual([])
  })

  test('pairs again from the QR view, then disconnects from the demo: the wallet forgets it', async () => {
    await openWalletConnect(demo.page, `${PREFIX}-again`)
    expect(await wallet.pair(await pairingUri(demo.page))).toMatchObject({ approved: true })
    await expectText(demo.page.getByTestId('demo-status'), 'connected')
    await modalClosed(demo.page)

    await demo.page.click('#connect')
    const account = await checkView(demo.page, 'Account', PREFIX)
    await account.getByTestId('foyer-disconnect').click()
    await expectText(demo.page.getByTestId('demo-status'), 'disconnected')
    await expect.poll(async () => (await wallet.state()).sessions, { timeout: 20_000 }).toEqual([])
    await demo.page.reload()
    await demo.page.locator('[data-testid="foyer-connect-button"]:enabled').waitFor()
    await expectText(demo.page.getByTestId('demo-status'), 'disconnected')
  })

  test('a declined pairing shows the SPEC text and a retry that pairs anew', async () => {
    await openWalletConnect(demo.page, `${PREFIX}-declined`)
    await wallet.queueDecisions(['reject'])
    expect(await wallet.pair(await pairingUri(demo.page))).toMatchObject({ approved: false })
    const failed = demo.page.locator(
      '[data-testid="foyer-view-ConnectingWalletConnect"][data-status="failed"]',
    )
    await failed.waitFor()
    await expectText(failed.getByRole('alert'), 'User rejected the request.')
    await checkView(demo.page, 'ConnectingWalletConnect', `${PREFIX}-declined-failed`)
    await demo.page.locator('[data-testid="foyer-connect-retry"]:enabled').click()
    expect(await wallet.pair(await pairingUri(demo.page))).toMatchObject({ approved: true })
    await expectText(demo.page.getByTestId('demo-status'), 'connected')
    await wallet.disconnect()
    await expectText(demo.page.getByTestId('demo-status'), 'disconnected')
  })
})

// The same flows against a wallet no one here wrote: Reown's WalletKit (the SDK real mobile
// wallets are built on), run by the devstack in a process of its own on the stack's relay.
describe("Reown's WalletKit as the wallet", () => {
  let running: RunningWalletConnectWallet | undefined
  let walletKit: WalletConnectTestWalletClient

  beforeAll(async () => {
    const { stack } = demo.session
    running = await startWalletConnectWallet(
      0,
      stack.relayUrl!,
      stack.chains,
      stack.mnemonic,
      { sdk: 'walletkit' },
      stack.solana ? { solana: { [stack.solana.caipNetworkId]: stack.solana.rpcUrl } } : {},
    )
    walletKit = walletConnectTestWalletClient(running.url)
    expect((await walletKit.state()).sdk).toBe('walletkit')
    // As MetaMask Mobile does: the session holds only the wallet's current chain, so that a
    // switch reaches the wallet (chains in the session switch in the app alone).
    await walletKit.configure({ chainBehaviour: { sessionChains: 'current' } })
  })
  afterAll(async () => {
    await running?.close()
  })

  test('pairs by uri with EVM and Solana accounts, signs and sends', async () => {
    await openWalletConnect(demo.page, `${PREFIX}-walletkit`)
    expect(await walletKit.pair(await pairingUri(demo.page))).toMatchObject({ approved: true })
    await expectText(demo.page.getByTestId('demo-status'), 'connected')
    await modalClosed(demo.page)
    await expectText(demo.page.getByTestId('demo-address'), account0)
    const { sessions } = await walletKit.state()
    expect(sessions[0]?.accounts).toEqual(
      expect.arrayContaining([
        `eip155:31337:${account0}`,
        `${demo.session.stack.solana!.caipNetworkId}:${deriveSolanaTestKey(demo.session.stack.mnemonic).address}`,
      ]),
    )
    await signAndVerify('Signed by WalletKit')
    const receiver = demo.session.stack.accounts[2]!.address
    await demo.page.getByTestId('demo-send-to').fill(receiver)
    await demo.page.getByTestId('demo-send-amount').fill('0.01')
    await demo.page.getByTestId('demo-send-button').click()
    await expectText(demo.page.getByTestId('demo-tx-status'), /^Confirmed in block \d+$/)
  })

  test('a refused switch leaves the modal usable and the session kept', async () => {
    await walletKit.configure({ chainBehaviour: { switchChain: 'refuse' } })
    await demo.page.click('#connect')
    const account = await checkView(demo.page, 'Account', `${PREFIX}-walletkit`)
    await account.getByTestId('foyer-account-network').click()
    const networks = await checkView(demo.page, 'Networks', `${PREFIX}-walletkit`)
    await networks.getByTestId('network-option-eip155:31338').click()
    const failure = networks.getByTestId('foyer-switch-failure')
    await expectText(failure.getByTestId('foyer-switch-error'), 'Chain is not supported')
    await checkView(demo.page, 'Networks', `${PREFIX}-walletkit-refused`)
    await expectText(demo.page.getByTestId('demo-status'), 'connected')
    await expectText(demo.page.getByTestId('demo-network'), 'Foyer Devnet (eip155:31337)')
    expect((await walletKit.state()).sessions).toHaveLength(1)

    // Still usable: back to Account, closed, and the wallet still signs.
    await dialogLocator(demo.page).getByRole('button', { name: 'Back' }).click()
    await viewLocator(demo.page, 'Account').waitFor()
    await dialogLocator(demo.page).getByRole('button', { name: 'Close' }).click()
    await modalClosed(demo.page)
    await walletKit.configure({ chainBehaviour: { switchChain: 'answer' } })
    await signAndVerify('WalletKit, after a refused switch')
  })

  test('a reload restores the session', async () => {
    await demo.page.reload()
    await demo.page.locator('[data-testid="foyer-connect-button"]:enabled').waitFor()
    await expectText(demo.page.getByTestId('demo-status'), 'connected')
    await expectText(demo.page.getByTestId('demo-network'), 'Foyer Devnet (eip155:31337)')
    expect(await dialogLocator(demo.page).count()).toBe(0)
    await signAndVerify('WalletKit, after a reload')
  })

  test('the wallet disconnects while the modal is open: the modal shows Connect', async () => {
    await demo.page.click('#connect')
    await viewLocator(demo.page, 'Account').waitFor()
    await walletKit.disconnect()
    await expectText(demo.page.getByTestId('demo-status'), 'disconnected')
    await viewLocator(demo.page, 'Connect').waitFor()
    await checkView(demo.page, 'Connect', `${PREFIX}-walletkit-ended`)
    expect((await walletKit.state()).sessions).toEqual([])
    await dialogLocator(demo.page).getByRole('button', { name: 'Close' }).click()
    await modalClosed(demo.page)
  })
})

describe('pairing expiry (fake clock, in a browser of its own)', () => {
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined
  afterAll(async () => {
    await browser?.close()
  })

  test('an expired pairing is replaced by a fresh QR code, which connects', async () => {
    browser = await launchBrowser()
    const page = await browser.newPage()
    // The page's clock runs normally until the test jumps it forward.
    await page.clock.install()
    await page.goto(demo.session.url)
    await page.locator('[data-testid="foyer-connect-button"]:enabled').waitFor()
    await openWalletConnect(page, `${PREFIX}-expiry`)
    const first = await pairingUri(page)

    // SPEC §4/§9: expired 10 s before its 4 minutes are up.
    await page.clock.fastForward('03:45')
    expect(await pairingUri(page)).toBe(first)
    await page.clock.fastForward('00:06')
    await expect.poll(async () => pairingUri(page), { timeout: 30_000 }).not.toBe(first)
    const fresh = await pairingUri(page)
    await checkView(page, 'ConnectingWalletConnect', `${PREFIX}-fresh-qr`)

    expect(await wallet.pair(fresh)).toMatchObject({ approved: true })
    await expectText(page.getByTestId('demo-status'), 'connected')
    await wallet.disconnect()
    await expectText(page.getByTestId('demo-status'), 'disconnected')
    expect(browser.outsideRequests).toEqual([])
  })
})
