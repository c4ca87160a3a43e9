import {
  type WalletConnectTestWalletClient,
  walletConnectTestWalletClient,
} from '@foyer/test-wallet/walletconnect'
import { verifyMessage } from 'viem'
import { beforeAll, describe, expect, test } from 'vitest'
import { modalClosed, requireSignInInDemo } from './harness/flows.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { checkView, expectText, viewLocator } from './harness/views.js'

// One-request sign-in over WalletConnect in the demo (SPEC §4): with "Require sign-in" on,
// pairing the stack's WalletConnect test wallet through the QR view's link connects and signs
// in with the wallet's one approval (`session_authenticate`); the demo's server holds the
// session and the sign view is never needed.
// The demo runs EVM-only here (`evmOnly`: the stack has no Solana or Bitcoin, so the demo
// configures neither): SPEC §4 allows one-request sign-in only when every requested chain is
// eip155. With the full stack the pairing also proposes solana and bip122, so the wallet's
// approval connects and core's sign view follows (the first draft of this test failed on that).
const PREFIX = 'siwx-walletconnect'
const demo = useDemoSession({ walletConnectWallet: true, evmOnly: true })
let wallet: WalletConnectTestWalletClient
let account0: `0x${string}`

interface SessionAnswer {
  session: null | {
    data: { accountAddress: string; chainId: string; domain: string }
    message: string
    signature: `0x${string}`
  }
}

/** What the demo shows as the server's answer to GET /siwx/session (status line, JSON). */
async function shownSession(): Promise<SessionAnswer> {
  const text = (await demo.page.getByTestId('demo-server-session').textContent()) ?? ''
  return JSON.parse(text.slice(text.indexOf('\n') + 1)) as SessionAnswer
}

beforeAll(async () => {
  wallet = walletConnectTestWalletClient(demo.session.stack.walletConnectWalletUrl!)
  account0 = demo.session.stack.accounts[0]!.address as `0x${string}`
  await requireSignInInDemo(demo.page)
})

describe('sign-in with one WalletConnect request in the demo', () => {
  test('one approval in the wallet: connected, signed in on the server, no sign view', async () => {
    let signViewShown = false
    const watchSignView = viewLocator(demo.page, 'SIWXSignMessage')
    await demo.page.click('#connect')
    const connect = await checkView(demo.page, 'Connect', PREFIX)
    await connect.getByTestId('wallet-option-walletConnect').click()
    const qr = await checkView(demo.page, 'ConnectingWalletConnect', PREFIX)
    const copy = qr.getByTestId('foyer-wc-copy')
    await expect
      .poll(async () => (await copy.getAttribute('data-wc-uri')) ?? '', { timeout: 30_000 })
      .toMatch(/^wc:[0-9a-f]{64}@2\?/)
    const before = (await wallet.state()).activity.length
    const poll = setInterval(() => {
      void watchSignView.count().then((n) => {
        if (n > 0) signViewShown = true
      })
    }, 100)
    try {
      expect(await wallet.pair((await copy.getAttribute('data-wc-uri'))!)).toMatchObject({
        approved: true,
      })
      await expectText(demo.page.getByTestId('demo-sign-in-status'), 'Signed in')
      await modalClosed(demo.page)
    } finally {
      clearInterval(poll)
    }
    expect(signViewShown).toBe(false)
    await expectText(demo.page.getByTestId('demo-address'), account0)
    await expect
      .poll(async () => (await shownSession()).session?.data.accountAddress, { timeout: 15_000 })
      .toBe(account0)
    const { session } = await shownSession()
    expect(session?.data).toMatchObject({
      chainId: 'eip155:31337',
      domain: new URL(demo.session.url).host,
    })
    // The wallet's CACAO: the demo's statement with WalletConnect's ReCap text, signed once.
    expect(session?.message).toMatch(/\nSign in to the Foyer demo\. I further authorize /)
    expect(
      await verifyMessage({
        address: account0,
        message: session!.message,
        signature: session!.signature,
      }),
    ).toBe(true)
    const activity = (await wallet.state()).activity.slice(before)
    expect(activity.map((a) => [a.kind, a.outcome])).toEqual([['session', 'approved']])
  })
})
