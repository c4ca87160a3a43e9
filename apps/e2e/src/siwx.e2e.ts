import { createSiwx } from '@foyer/siwx'
import { queueTestWalletExtensionDecisions } from '@foyer/test-wallet/extension'
import { mnemonicToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, test } from 'vitest'
import { TEST_WALLET_CONNECTOR_ID } from './harness/demo-session.js'
import { modalClosed, requireSignInInDemo } from './harness/flows.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { checkPage, checkView, dialogLocator, expectText, viewLocator } from './harness/views.js'

// Sign-in with wallet in the demo's production build, with the test wallet extension, real
// anvil and the demo's sign-in server (@foyer/siwx-server on the demo's origin): the
// "Require sign-in" switch on, connect → the sign view → the wallet signs → the server
// holds the session (HTTP-only cookie) → a reload keeps it → sign out; a declined signature;
// cancel; and the server refusing a replayed or expired message.
const PREFIX = 'siwx'
const demo = useDemoSession()
let account0: `0x${string}`

interface SessionAnswer {
  session: null | {
    data: { accountAddress: string; chainId: string; domain: string; nonce: string }
    message: string
    signature: `0x${string}`
  }
}

/** What the demo shows as the server's answer to GET /siwx/session (status line, JSON). */
async function shownSession(): Promise<SessionAnswer> {
  const text = (await demo.page.getByTestId('demo-server-session').textContent()) ?? ''
  return JSON.parse(text.slice(text.indexOf('\n') + 1)) as SessionAnswer
}

async function openSignView() {
  await demo.page.click('#connect')
  await viewLocator(demo.page, 'Connect')
    .getByTestId(`wallet-option-${TEST_WALLET_CONNECTOR_ID}`)
    .click()
  const view = viewLocator(demo.page, 'SIWXSignMessage')
  await demo.page
    .locator('[data-testid="foyer-view-SIWXSignMessage"][data-status="ready"]')
    .waitFor({ timeout: 30_000 })
  return view
}

beforeAll(async () => {
  account0 = demo.session.stack.accounts[0]!.address as `0x${string}`
  await requireSignInInDemo(demo.page)
})

describe('sign-in with wallet in the demo', () => {
  test('before signing, the signed-in area is unusable and the server knows no session', async () => {
    await expectText(demo.page.getByTestId('demo-sign-in-status'), /Not signed in/)
    expect(await demo.page.getByTestId('demo-signed-in-area').getAttribute('disabled')).toBe('')
    // Its controls are disabled with it (the fieldset disables them).
    expect(await demo.page.getByTestId('demo-sign-out').isDisabled()).toBe(true)
    await expect.poll(shownSession).toEqual({ session: null })
  })

  test('connect → the sign view (closing blocked) → the wallet signs → the server holds the session', async () => {
    const view = await openSignView()
    await checkView(demo.page, 'SIWXSignMessage', PREFIX)
    const host = new URL(demo.session.url).host
    const summary = view.getByTestId('foyer-sign-in-summary')
    await expectText(summary, new RegExp(`${host.replace(/\./g, '\\.')}`))
    await expectText(summary, /0xf39F…2266/)
    await expectText(summary, /Foyer Devnet/)
    // Sign-in is required and there is no session: Escape and the close button do not close.
    await demo.page.keyboard.press('Escape')
    await dialogLocator(demo.page).getByRole('button', { name: 'Close' }).click()
    expect(await dialogLocator(demo.page).count()).toBe(1)

    await view.getByTestId('foyer-sign-in-sign').click()
    await modalClosed(demo.page)
    await expectText(demo.page.getByTestId('demo-sign-in-status'), 'Signed in')
    expect(await demo.page.getByTestId('demo-signed-in-area').getAttribute('disabled')).toBeNull()
    expect(await demo.page.getByTestId('demo-sign-out').isDisabled()).toBe(false)
    await expect
      .poll(async () => (await shownSession()).session?.data.accountAddress)
      .toBe(account0)
    const { session } = await shownSession()
    expect(session?.data).toMatchObject({ chainId: 'eip155:31337', domain: host })
    expect(session?.message).toMatch(/ wants you to sign in with your Ethereum account:\n0xf39F/)
    // The session lives in an HTTP-only cookie: the page's script cannot read it.
    expect(await demo.page.evaluate(() => document.cookie)).not.toContain('foyer_siwx')
    const cookies = await demo.session.browser.context.cookies(demo.session.url)
    expect(cookies.find((c) => c.name === 'foyer_siwx')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
    })
  })

  test('the server refuses the same signed message again (replay)', async () => {
    const { session } = await shownSession()
    const replay = await fetch(`${demo.session.url}/siwx/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: session?.message, signature: session?.signature }),
    })
    expect(replay.status).toBe(401)
    expect(await replay.json()).toEqual({ error: 'nonce unknown, expired or already used' })
  })

  test('the server refuses an expired message, though its nonce is fresh and its signature good', async () => {
    const url = new URL(demo.session.url)
    const old = createSiwx({
      server: { baseUrl: `${demo.session.url}/siwx` },
      domain: url.host,
      uri: url.origin,
      now: () => Date.now() - 2 * 60 * 60 * 1000,
      expiresInMs: 60 * 60 * 1000,
    })
    const message = await old.createMessage({ accountAddress: account0, chainId: 'eip155:31337' })
    const signer = mnemonicToAccount(demo.session.stack.mnemonic, { addressIndex: 0 })
    const signature = await signer.signMessage({ message: message.text })
    const response = await fetch(`${demo.session.url}/siwx/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: message.text, signature }),
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'message expired' })
  })

  test('a reload keeps the session: connected, signed in, no modal', async () => {
    await demo.page.reload()
    await demo.page.locator('[data-testid="foyer-connect-button"]:enabled').waitFor()
    await expectText(demo.page.getByTestId('demo-status'), 'connected')
    await expectText(demo.page.getByTestId('demo-sign-in-status'), 'Signed in')
    await expect
      .poll(async () => (await shownSession()).session?.data.accountAddress)
      .toBe(account0)
    expect(await dialogLocator(demo.page).count()).toBe(0)
  })

  test('sign out: the server forgets the session and the wallet is disconnected', async () => {
    await demo.page.getByTestId('demo-sign-out').click()
    await expectText(demo.page.getByTestId('demo-status'), 'disconnected')
    await expect.poll(shownSession).toEqual({ session: null })
    await expectText(demo.page.getByTestId('demo-sign-in-status'), /Not signed in/)
  })

  test("the wallet declines: 'Signature declined' on the sign view, then signing again works", async () => {
    const view = await openSignView()
    const firstNonce = await view.getByTestId('foyer-sign-in-summary').textContent()
    await queueTestWalletExtensionDecisions(demo.session.browser.context, ['reject'])
    await view.getByTestId('foyer-sign-in-sign').click()
    await expectText(view.getByTestId('foyer-sign-in-error'), 'Signature declined')
    await demo.page
      .locator('[data-testid="foyer-view-SIWXSignMessage"][data-status="error"]')
      .waitFor()
    expect(await dialogLocator(demo.page).count()).toBe(1)
    expect(firstNonce).toBeTruthy()
    await checkPage(demo.page, `${PREFIX}-SIWXSignMessage-declined`)
    await expectText(view.getByTestId('foyer-sign-in-sign'), 'Try again')
    await view.getByTestId('foyer-sign-in-sign').click()
    await modalClosed(demo.page)
    await expectText(demo.page.getByTestId('demo-sign-in-status'), 'Signed in')
    await demo.page.getByTestId('demo-sign-out').click()
    await expectText(demo.page.getByTestId('demo-status'), 'disconnected')
  })

  test('cancel while sign-in is required disconnects and returns to Connect', async () => {
    const view = await openSignView()
    await view.getByTestId('foyer-sign-in-cancel').click()
    await checkView(demo.page, 'Connect', `${PREFIX}-after-cancel`)
    await expectText(demo.page.getByTestId('demo-status'), 'disconnected')
    await expect.poll(shownSession).toEqual({ session: null })
    await dialogLocator(demo.page).getByRole('button', { name: 'Close' }).click()
    await modalClosed(demo.page)
  })
})
