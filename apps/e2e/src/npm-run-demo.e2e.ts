import { deriveBitcoinTestAccount } from '@foyer/test-wallet/bitcoin'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { stackInboxUrl } from './harness/auth-inbox.js'
import { logInWithEmail } from './harness/embedded-wallet-flows.js'
import { closeModalIfOpen, connectTestWallet, modalClosed } from './harness/flows.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { expectText, viewLocator } from './harness/views.js'

/**
 * What the README promises a visitor of `npm run demo`, on the demo `npm run demo` starts
 * (`fullDemo`: the same stack parts and configuration, apps/demo/scripts/demo-stack.ts) with
 * nothing installed (the demo injects the test wallet): the local Bitcoin chain (a network
 * in Networks, the Bitcoin panel with a balance) and smart accounts for email users (the EOA
 * a switch away in Account, and back).
 */
const PREFIX = 'npm-run-demo'
const ctx = useDemoSession({ fullDemo: true, testWallet: 'injected' })

/** The address the demo shows as connected. */
async function demoAddress(page: Page): Promise<string> {
  return ((await page.getByTestId('demo-address').textContent()) ?? '').trim()
}

describe('npm run demo, as a visitor meets it', () => {
  it('Networks offers the local Bitcoin chain', async () => {
    const { page, session } = ctx
    await page.getByTestId('foyer-network-button').click()
    const networks = viewLocator(page, 'Networks')
    const bitcoin = networks.getByTestId(`network-option-${session.stack.bitcoin?.caipNetworkId}`)
    await expectText(bitcoin, /Foyer Bitcoin \(local\)/)
    await closeModalIfOpen(page)
  })

  it('connects the test wallet: the Bitcoin panel shows its address and balance', async () => {
    const { page, session } = ctx
    const keys = deriveBitcoinTestAccount(session.stack.mnemonic, 0)
    await connectTestWallet(page, `${PREFIX}-bitcoin`)
    await expectText(page.getByTestId('demo-btc-payment'), keys.payment.address, 30_000)
    await expectText(page.getByTestId('demo-btc-balance'), '1 BTC', 30_000)
    // Disconnect, for the email user next.
    await page.click('#connect')
    await viewLocator(page, 'Account').getByTestId('foyer-disconnect').click()
    await expectText(page.getByTestId('demo-status'), 'disconnected')
    await modalClosed(page).catch(() => {})
  })

  it('an email user has a smart account, switches to the EOA and back', async () => {
    const { page, session } = ctx
    if ((await page.locator('[role="dialog"]').count()) === 0) await page.click('#connect')
    await viewLocator(page, 'Connect').waitFor()
    await logInWithEmail(page, stackInboxUrl(session.stack), 'visitor@example.com')
    const account = viewLocator(page, 'Account')
    await account.waitFor({ timeout: 60_000 })
    await expectText(page.getByTestId('demo-status'), 'connected')
    const group = account.getByRole('group', { name: 'Account type' })
    await expect
      .poll(() => group.getByRole('radio', { name: 'Smart account' }).isChecked(), {
        timeout: 30_000,
      })
      .toBe(true)
    const smart = await demoAddress(page)
    expect(smart).toMatch(/^0x[0-9a-fA-F]{40}$/)

    await group.getByRole('radio', { name: 'EOA' }).check()
    await expect.poll(() => demoAddress(page), { timeout: 30_000 }).not.toBe(smart)
    const eoa = await demoAddress(page)
    expect(eoa).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await group.getByRole('radio', { name: 'EOA' }).isChecked()).toBe(true)

    await group.getByRole('radio', { name: 'Smart account' }).check()
    await expect.poll(() => demoAddress(page), { timeout: 30_000 }).toBe(smart)
  })
})
