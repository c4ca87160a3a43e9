import { type AnvilInstance, DEVSTACK_MNEMONIC, startAnvil } from '@foyer/devstack'
import {
  configureTestWalletExtension,
  readTestWalletExtensionState,
} from '@foyer/test-wallet/extension'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { connectTestWallet, loggedEvents, modalClosed } from './harness/flows.js'
import { useDemoSession } from './harness/use-demo-session.js'
import {
  animationsSettled,
  checkView,
  dialogLocator,
  expectText,
  viewLocator,
} from './harness/views.js'

// The modal's navigation in the demo's production build: All wallets and its search over
// the local wallet directory, the back / close / Escape rules (SPEC §2), and the
// UnsupportedChain flow with the wallet extension on a third devnet the app does not list.
const PREFIX = 'desktop'
const UNSUPPORTED_CHAIN_ID = 31339
/** A directory wallet that is not among the four recommended ones. */
const LEDGER_LIVE_ID = '4ab2542c2799c825a8465ba5ab8aa7def52b7904f38b74484af917ed9c0fc4e5'

const demo = useDemoSession()
let otherDevnet: AnvilInstance

beforeAll(async () => {
  otherDevnet = await startAnvil({
    chainId: UNSUPPORTED_CHAIN_ID,
    host: '127.0.0.1',
    port: 0,
    mnemonic: DEVSTACK_MNEMONIC,
    accounts: 2,
    balanceEther: 7,
    startTimeoutMs: 60_000,
  })
})
afterAll(async () => {
  await otherDevnet?.stop()
})

const backButton = () => dialogLocator(demo.page).getByRole('button', { name: 'Back' })

/** What has focus: its test id, else its role and accessible name, else its tag. */
const focused = () =>
  demo.page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return 'body'
    const testId = element.getAttribute('data-testid')
    if (testId) return testId
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase()
    return `${role}:${element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''}`
  })
/** Polls what has focus until it is `expected` (never `<body>` after a view change). */
const expectFocus = (expected: string) => expect.poll(focused, { timeout: 10_000 }).toBe(expected)
const announced = () => demo.page.getByTestId('foyer-view-announcer').textContent()
/** Where the modal's Close button is on the screen once the modal has settled. */
const closeButtonTop = async () => {
  await animationsSettled(demo.page)
  const box = await dialogLocator(demo.page).getByRole('button', { name: 'Close' }).boundingBox()
  if (!box) throw new Error('The modal has no Close button on screen')
  return box.y
}

describe('All wallets', () => {
  test('lists the directory and its search finds a wallet by name', async () => {
    await demo.page.click('#connect')
    await checkView(demo.page, 'Connect', `${PREFIX}-navigation`)
    const closeOnConnect = await closeButtonTop()
    await viewLocator(demo.page, 'Connect').getByTestId('wallet-option-all-wallets').click()
    const allWallets = await checkView(demo.page, 'AllWallets', PREFIX)
    // All Wallets is taller than Connect: the modal grows downwards, and its header (where
    // the pointer goes for Close or Back) stays where it was.
    expect(await closeButtonTop()).toBe(closeOnConnect)
    // Focus moves to the search field (what a user of All Wallets does first), and the new
    // view's title is announced politely.
    await expectFocus('input:')
    expect(await demo.page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe(
      'search',
    )
    expect(await announced()).toBe('All Wallets')
    // The first page holds directory wallets (the list is virtualized: only visible rows exist).
    await allWallets.locator('[data-testid^="wallet-option-"]').first().waitFor()
    expect(await allWallets.getByTestId(`wallet-option-${LEDGER_LIVE_ID}`).count()).toBe(0)

    await allWallets.getByRole('searchbox').fill('ledger')
    const ledger = allWallets.getByTestId(`wallet-option-${LEDGER_LIVE_ID}`)
    await ledger.waitFor()
    await expectText(ledger, /Ledger Live/)
    // The clear button says what it clears.
    expect(await allWallets.getByRole('button', { name: 'Clear search' }).count()).toBe(1)
    await checkView(demo.page, 'AllWallets', `${PREFIX}-search`)

    await allWallets.getByRole('searchbox').fill('no such wallet anywhere')
    await expectText(
      allWallets.getByTestId('foyer-wallets-empty'),
      'No wallet matches "no such wallet anywhere".',
    )

    // Escape in the search field clears it first; the next Escape closes the modal.
    await demo.page.keyboard.press('Escape')
    expect(await allWallets.getByRole('searchbox').inputValue()).toBe('')
    expect(await dialogLocator(demo.page).count()).toBe(1)
    await allWallets.locator('[data-testid^="wallet-option-"]').first().waitFor()
    await demo.page.keyboard.press('Escape')
    await modalClosed(demo.page)
  })

  test('a directory wallet that is not installed opens WalletConnect with its links; back returns through the history', async () => {
    await demo.page.click('#connect')
    await viewLocator(demo.page, 'Connect').getByTestId('wallet-option-all-wallets').click()
    const allWallets = viewLocator(demo.page, 'AllWallets')
    await allWallets.getByRole('searchbox').fill('ledger')
    await allWallets.getByTestId(`wallet-option-${LEDGER_LIVE_ID}`).click()
    // The demo offers WalletConnect: a wallet that is not in this browser pairs by QR code or
    // through its own app's link.
    const connecting = await checkView(
      demo.page,
      'ConnectingWalletConnect',
      `${PREFIX}-directory-wallet`,
    )
    await expectText(connecting, /Scan this QR code with Ledger Live/)
    await expect
      .poll(() => connecting.getByTestId('foyer-wc-open-desktop').getAttribute('href'))
      .toMatch(/^ledgerlive:\/\/wc\?uri=wc%3A[0-9a-f]{64}%402%3F/)

    // Forward to a view without a search field: focus on its heading.
    await expectFocus('h2:WalletConnect')

    await backButton().click()
    await viewLocator(demo.page, 'AllWallets').waitFor()
    // The wallet row that opened it is gone (the search restarted empty): the search field.
    await expectFocus('input:')
    await backButton().click()
    await viewLocator(demo.page, 'Connect').waitFor()
    // Back on Connect, focus returns to the row that opened All Wallets.
    await expectFocus('wallet-option-all-wallets')
    expect(await announced()).toBe('Connect Wallet')
    // With one view left there is no back button; the modal stays open.
    expect(await backButton().count()).toBe(0)
    expect(await dialogLocator(demo.page).count()).toBe(1)
  })
})

describe('closing', () => {
  test('Escape closes the modal from any view, and the next open starts at Connect', async () => {
    await demo.page.click('#connect')
    await viewLocator(demo.page, 'Connect').getByTestId('wallet-option-all-wallets').click()
    await viewLocator(demo.page, 'AllWallets').waitFor()
    await demo.page.keyboard.press('Escape')
    await modalClosed(demo.page)
    expect((await loggedEvents(demo.page)).at(-1)).toBe('MODAL_CLOSE')
    await expectText(demo.page.getByTestId('demo-modal-state'), 'closed')

    await demo.page.click('#connect')
    await viewLocator(demo.page, 'Connect').waitFor()
    expect(await backButton().count()).toBe(0)
  })

  test('the close button closes and gives focus back to the connect button', async () => {
    await demo.page.click('#connect')
    await viewLocator(demo.page, 'Connect').waitFor()
    await dialogLocator(demo.page).getByRole('button', { name: 'Close' }).click()
    await modalClosed(demo.page)
    await expect
      .poll(() => demo.page.evaluate(() => document.activeElement?.id), { timeout: 10_000 })
      .toBe('connect')
  })

  test('a press on the backdrop closes the modal', async () => {
    await demo.page.click('#connect')
    await viewLocator(demo.page, 'Connect').waitFor()
    await demo.page.mouse.click(10, 790)
    await modalClosed(demo.page)
  })
})

describe('UnsupportedChain', () => {
  const walletChains = () => [
    ...demo.session.stack.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
    { chainId: UNSUPPORTED_CHAIN_ID, rpcUrl: otherDevnet.rpcUrl, name: 'Unlisted Devnet' },
  ]
  /** The wallet moves to the devnet the app does not list, as a person would in the wallet. */
  const moveWalletToUnsupportedChain = () =>
    configureTestWalletExtension(demo.session.browser.context, {
      chains: walletChains(),
      chainId: UNSUPPORTED_CHAIN_ID,
    })

  test('the wallet on an unlisted chain opens UnsupportedChain; switching fixes it', async () => {
    await demo.session.resetWallet()
    await connectTestWallet(demo.page, `${PREFIX}-unsupported`)
    await moveWalletToUnsupportedChain()
    const view = await checkView(demo.page, 'UnsupportedChain', PREFIX)
    await expectText(
      demo.page.getByTestId('demo-unsupported-network'),
      `eip155:${UNSUPPORTED_CHAIN_ID}`,
    )
    await expectText(demo.page.getByTestId('foyer-network-button'), 'Wrong network')
    // Only one view in the history: no back button (and back would close, SPEC §2).
    expect(await backButton().count()).toBe(0)

    // Escape closes it; the network button brings it back while the chain is wrong.
    await demo.page.keyboard.press('Escape')
    await modalClosed(demo.page)
    await demo.page.getByTestId('foyer-network-button').click()
    await viewLocator(demo.page, 'UnsupportedChain').waitFor()

    await view.getByTestId('network-option-eip155:31338').click()
    await modalClosed(demo.page)
    await expectText(demo.page.getByTestId('demo-network'), 'Foyer Devnet 2 (eip155:31338)')
    await expectText(demo.page.getByTestId('demo-unsupported-network'), '—')
    await expectText(demo.page.getByTestId('demo-status'), 'connected')
    expect((await readTestWalletExtensionState(demo.session.browser.context)).chainId).toBe(31338)
  })

  test('from UnsupportedChain the user can disconnect instead', async () => {
    await moveWalletToUnsupportedChain()
    const view = await checkView(demo.page, 'UnsupportedChain', `${PREFIX}-again`)
    await view.getByTestId('foyer-disconnect').click()
    await modalClosed(demo.page)
    await expectText(demo.page.getByTestId('demo-status'), 'disconnected')
    await expectText(demo.page.getByTestId('foyer-connect-button'), 'Connect Wallet')
  })
})

describe('focus on view changes', () => {
  test('Account → Networks focuses the heading and marks the active network; Back returns to the network row', async () => {
    await demo.session.resetWallet()
    await connectTestWallet(demo.page, `${PREFIX}-focus`)
    await demo.page.getByTestId('foyer-account-button').click()
    const account = await checkView(demo.page, 'Account', `${PREFIX}-focus`)
    await account.getByTestId('foyer-account-network').click()
    const networks = await checkView(demo.page, 'Networks', `${PREFIX}-focus`)
    await expectFocus('h2:Choose Network')
    expect(await announced()).toBe('Choose Network')
    // The network in use is the current one of the list; the others are not.
    const active = await demo.page.evaluate(() => {
      const marked = document.querySelectorAll('[data-testid^="network-option-"][aria-current]')
      return [...marked].map((element) => element.getAttribute('data-testid'))
    })
    expect(active).toHaveLength(1)
    const activeId = active[0]!.replace('network-option-', '')
    expect(await demo.page.getByTestId('demo-network').textContent()).toContain(`(${activeId})`)
    expect(
      await networks.getByTestId(`network-option-${activeId}`).getAttribute('aria-current'),
    ).toBe('true')

    await backButton().click()
    await viewLocator(demo.page, 'Account').waitFor()
    await expectFocus('foyer-account-network')
    expect(await announced()).toBe('Account')
    await demo.page.keyboard.press('Escape')
    await modalClosed(demo.page)
  })
})
