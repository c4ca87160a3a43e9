import {
  BITCOIN_REGTEST_CAIP_NETWORK_ID,
  deriveBitcoinTestAccount,
} from '@foyer/test-wallet/bitcoin'
import { Verifier } from 'bip322-js'
import { beforeAll, expect, test } from 'vitest'
import { TEST_WALLET_CONNECTOR_ID } from './harness/demo-session.js'
import { modalClosed, requireSignInInDemo } from './harness/flows.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { checkView, expectText, viewLocator } from './harness/views.js'

// Sign-in with a Bitcoin account in the demo's production build: the injected test wallet
// (EVM and Bitcoin sides), the stack's local Bitcoin chain and the demo's sign-in server,
// which verifies the BIP-322 signature (`@foyer/siwx/bip122`) and keeps the session in its
// HTTP-only cookie. The wallet connects in both namespaces; the user signs in with the EVM
// account (required), then switches to the Bitcoin network, and the sign view asks again.
const PREFIX = 'siwx-bitcoin'
const demo = useDemoSession({ testWallet: 'injected' })

interface SessionAnswer {
  session: null | {
    data: { accountAddress: string; chainId: string; domain: string }
    message: string
    signature: string
  }
}

/** What the demo shows as the server's answer to GET /siwx/session (status line, JSON). */
async function shownSession(): Promise<SessionAnswer> {
  const text = (await demo.page.getByTestId('demo-server-session').textContent()) ?? ''
  return JSON.parse(text.slice(text.indexOf('\n') + 1)) as SessionAnswer
}

async function signOnSignView() {
  const view = viewLocator(demo.page, 'SIWXSignMessage')
  await demo.page
    .locator('[data-testid="foyer-view-SIWXSignMessage"][data-status="ready"]')
    .waitFor({ timeout: 30_000 })
  return view
}

beforeAll(async () => {
  await requireSignInInDemo(demo.page)
})

test('signs in with the Bitcoin account through the modal; the server holds a bip122 session', async () => {
  const keys = deriveBitcoinTestAccount(demo.session.stack.mnemonic, 0)
  await demo.page.click('#connect')
  await viewLocator(demo.page, 'Connect')
    .getByTestId(`wallet-option-${TEST_WALLET_CONNECTOR_ID}`)
    .click()
  // The EVM account first (the default network's namespace).
  const evmView = await signOnSignView()
  await evmView.getByTestId('foyer-sign-in-sign').click()
  await modalClosed(demo.page)
  await expect.poll(async () => (await shownSession()).session?.data.chainId).toBe('eip155:31337')

  // The Bitcoin network: its account has no session, so the sign view asks for one.
  await demo.page.getByTestId('foyer-network-button').click()
  await checkView(demo.page, 'Networks', PREFIX)
  await viewLocator(demo.page, 'Networks')
    .getByTestId(`network-option-${BITCOIN_REGTEST_CAIP_NETWORK_ID}`)
    .click()
  // (The sign view's axe check is siwx.e2e.ts's; here the page behind holds a long answer.)
  const view = await signOnSignView()
  // The summary names the Bitcoin payment account (shortened: first and last characters).
  await expectText(
    view.getByTestId('foyer-sign-in-summary'),
    new RegExp(`bcrt…${keys.payment.address.slice(-4)}`),
  )
  await view.getByTestId('foyer-sign-in-sign').click()
  await modalClosed(demo.page)
  await expectText(demo.page.getByTestId('demo-sign-in-status'), 'Signed in')
  await expect
    .poll(async () => (await shownSession()).session?.data.chainId)
    .toBe(BITCOIN_REGTEST_CAIP_NETWORK_ID)
  const { session } = await shownSession()
  expect(session?.data.accountAddress).toBe(keys.payment.address)
  expect(session?.message).toMatch(
    new RegExp(` wants you to sign in with your Bitcoin account:\\n${keys.payment.address}\\n`),
  )
  // What the server accepted is a BIP-322 signature an independent verifier accepts too.
  expect(Verifier.verifySignature(keys.payment.address, session!.message, session!.signature)).toBe(
    true,
  )
  const cookies = await demo.session.browser.context.cookies(demo.session.url)
  expect(cookies.find((c) => c.name === 'foyer_siwx')).toMatchObject({ httpOnly: true })

  // A replay of the accepted Bitcoin message is refused: its nonce was used.
  const replay = await fetch(`${demo.session.url}/siwx/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: session?.message, signature: session?.signature }),
  })
  expect([replay.status, await replay.json()]).toEqual([
    401,
    { error: 'nonce unknown, expired or already used' },
  ])
})
