import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { closeModalIfOpen } from './harness/flows.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { checkPage, checkView, expectText, viewLocator } from './harness/views.js'

/**
 * Farcaster login in the demo, end to end and offline: Connect → the Farcaster button →
 * ConnectingFarcaster shows the channel URL the real auth server opened (QR code, copy, open);
 * the link opens the stack's Farcaster test client page, which signs the Sign In With Farcaster
 * message with a custody key registered in the devnet's IdRegistry and posts it to the relay
 * API; the auth server verifies it against the chain, the frame exchanges the channel for a
 * session, and the demo is connected with the FID's embedded wallet. A reload keeps it; the
 * same FID again gets the same address; another FID gets another one.
 */

const ctx = useDemoSession({ embeddedWallet: true })

/** Opens ConnectingFarcaster from Connect; resolves with the channel URL it shows. */
async function openFarcaster(page: Page, check = false): Promise<string> {
  await closeModalIfOpen(page)
  await page.click('#connect')
  await viewLocator(page, 'Connect').waitFor()
  await page.getByTestId('foyer-social-farcaster').click()
  if (check) await checkView(page, 'ConnectingFarcaster', 'farcaster-login')
  const qr = page.getByTestId('foyer-farcaster-qr')
  await expect
    .poll(() => qr.getAttribute('data-farcaster-url'), { timeout: 30_000 })
    .toMatch(/^http/)
  return (await qr.getAttribute('data-farcaster-url')) ?? ''
}

/** The Farcaster client page opened by the view's "Open in Farcaster": approve as `username`. */
async function approveInClient(page: Page, username: 'alice' | 'bob'): Promise<void> {
  const [client] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByTestId('foyer-farcaster-open').click(),
  ])
  await client.waitForLoadState()
  await expectText(client.locator('#request'), /asks you to sign in with Farcaster\.$/)
  // The stack registers @alice as FID 1 and @bob as FID 2 in the devnet's IdRegistry.
  await client.selectOption('#fid', username === 'alice' ? '1' : '2')
  await client.click('#approve')
  await expect
    .poll(() => client.locator('#status').getAttribute('data-result'), { timeout: 30_000 })
    .toBe('approved')
  await client.close()
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

  it('Connect → Farcaster: the QR code of the channel URL, approved in the test client', async () => {
    const { page } = ctx
    const url = await openFarcaster(page, true)
    const stackClient = ctx.session.stack.auth?.farcaster?.clientUrl
    expect(stackClient).toBeDefined()
    expect(url.startsWith(`${stackClient}?`)).toBe(true)
    const params = new URL(url).searchParams
    expect(params.get('channelToken')).toBeTruthy()
    // The message signs in to the demo page itself.
    expect(params.get('domain')).toBe(new URL(page.url()).host)
    await expectText(
      page.getByTestId('foyer-farcaster-status'),
      'Waiting for approval in Farcaster…',
    )
    await checkPage(page, 'farcaster-login-ConnectingFarcaster-waiting')
    await approveInClient(page, 'alice')
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
    await approveInClient(page, 'alice')
    expect(await connectedAddress(page)).toBe(alice)
    await disconnect(page)
    await openFarcaster(page)
    await approveInClient(page, 'bob')
    const bob = await connectedAddress(page)
    expect(bob).not.toBe(alice)
    await disconnect(page)
  })
})
