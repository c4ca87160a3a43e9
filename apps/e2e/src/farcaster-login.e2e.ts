import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { EMBEDDED_WALLET_FRAME } from './harness/embedded-wallet-flows.js'
import { approveInFarcasterClient, openFarcasterInFrame } from './harness/farcaster-flows.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { checkPage, checkView, expectText, viewLocator } from './harness/views.js'

/**
 * Farcaster login in the demo, end to end and offline: Connect → the Farcaster button →
 * ConnectingFarcaster, over which the wallet frame draws the QR code and "Open in Farcaster"
 * link of the channel the real auth server opened (the channel URL stays in the frame's
 * origin); the link opens the stack's Farcaster test client page, which signs the Sign In With Farcaster
 * message with a custody key registered in the devnet's IdRegistry and posts it to the relay
 * API; the auth server verifies it against the chain, the frame exchanges the channel for a
 * session, and the demo is connected with the FID's embedded wallet. A reload keeps it; the
 * same FID again gets the same address; another FID gets another one.
 */

const ctx = useDemoSession({ embeddedWallet: true })

/** Opens ConnectingFarcaster from Connect; resolves with the channel URL of the frame's link. */
async function openFarcaster(page: Page, check = false): Promise<string> {
  const url = await openFarcasterInFrame(page)
  if (check) await checkView(page, 'ConnectingFarcaster', 'farcaster-login')
  return url
}

async function connectedAddress(page: Page): Promise<string> {
  await viewLocator(page, 'Account').waitFor({ timeout: 60_000 })
  await expectText(page.getByTestId('demo-status'), 'connected')
  const address = (await page.getByTestId('demo-address').textContent()) ?? ''
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  return address
}

async function disconnect(page: Page): Promise<void> {
  await page.getByTestId('foyer-disconnect').click()
  await expectText(page.getByTestId('demo-status'), 'disconnected')
}

describe('Farcaster login in the demo (embedded wallet, devnet IdRegistry)', () => {
  let alice = ''

  it('Connect → Farcaster: the frame shows the channel URL as a QR code, approved in the test client', async () => {
    const { page } = ctx
    const url = await openFarcaster(page, true)
    const stackClient = ctx.session.stack.auth?.farcaster?.clientUrl
    expect(stackClient).toBeDefined()
    expect(url.startsWith(`${stackClient}?`)).toBe(true)
    const params = new URL(url).searchParams
    expect(params.get('channelToken')).toBeTruthy()
    // The message signs in to the demo page itself.
    expect(params.get('domain')).toBe(new URL(page.url()).host)
    // The QR code is the frame's, named in the modal's language.
    const qr = page.frameLocator(EMBEDDED_WALLET_FRAME).getByTestId('frame-farcaster-qr')
    expect(await qr.getAttribute('aria-label')).toBe('Farcaster sign-in QR code')
    await expectText(
      page.getByTestId('foyer-farcaster-status'),
      'Waiting for approval in Farcaster…',
    )
    await checkPage(page, 'farcaster-login-ConnectingFarcaster-waiting')
    await approveInFarcasterClient(page, 'alice')
    alice = await connectedAddress(page)
    const account = viewLocator(page, 'Account')
    await expectText(account, /alice/)
  })

  it('stays connected after a reload', async () => {
    const { page } = ctx
    await page.reload()
    await expectText(page.getByTestId('demo-status'), 'connected', 60_000)
    expect(await page.getByTestId('demo-address').textContent()).toBe(alice)
  })

  it('the same FID again gets the same address; another FID another one', async () => {
    const { page } = ctx
    await page.click('#connect')
    await disconnect(page)
    await openFarcaster(page)
    await approveInFarcasterClient(page, 'alice')
    expect(await connectedAddress(page)).toBe(alice)
    await disconnect(page)
    await openFarcaster(page)
    await approveInFarcasterClient(page, 'bob')
    const bob = await connectedAddress(page)
    expect(bob).not.toBe(alice)
    await disconnect(page)
  })
})
