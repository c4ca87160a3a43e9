import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { closeModalIfOpen, connectTestWallet, modalClosed } from './harness/flows.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { expectText, viewLocator } from './harness/views.js'

/**
 * Connect after a disconnect in `npm run demo` (its stack and configuration, the injected
 * test wallet, whose EVM, Solana and Bitcoin sides all connect): the same recommended wallets
 * and All Wallets as before, also after a reload, and the header keeps the network the user
 * was on.
 */
const PREFIX = 'connect-after-disconnect'
const ctx = useDemoSession({
  fullDemo: true,
  testWallet: 'injected',
  // Not about smart accounts: no bundlers (alto's start is the slowest part).
  smartAccounts: false,
})

/** The Connect view's directory rows (recommended wallets and All Wallets), by test id. */
async function directoryRows(page: Page): Promise<string[]> {
  const connect = viewLocator(page, 'Connect')
  await connect.getByTestId('wallet-option-all-wallets').waitFor({ timeout: 15_000 })
  const ids = await connect
    .locator('[data-testid^="wallet-option-"]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid') ?? ''))
  // The test wallet's own rows (installed, then recent) are not the directory's.
  return ids.filter((id) => !/test.?wallet/i.test(id))
}

describe('Connect after a disconnect', () => {
  let before: string[] = []

  test('before connecting: recommended wallets and All Wallets', async () => {
    const { page } = ctx
    await page.click('#connect')
    before = await directoryRows(page)
    expect(before).toContain('wallet-option-all-wallets')
    expect(before.length).toBeGreaterThanOrEqual(4)
    await closeModalIfOpen(page)
  })

  test('connect (EVM, Solana, Bitcoin) → disconnect: the same rows, the network kept', async () => {
    const { page } = ctx
    await connectTestWallet(page, PREFIX)
    await expectText(page.getByTestId('foyer-network-button'), /Foyer Devnet$/)
    await page.click('#connect')
    await viewLocator(page, 'Account').getByTestId('foyer-disconnect').click()
    await expectText(page.getByTestId('demo-status'), 'disconnected')
    await closeModalIfOpen(page)
    await expectText(page.getByTestId('foyer-network-button'), /Foyer Devnet$/)

    await page.click('#connect')
    expect(await viewLocator(page, 'Connect').getByTestId('foyer-recommended-failed').count()).toBe(
      0,
    )
    expect(await directoryRows(page)).toEqual(before)
    await closeModalIfOpen(page)
  })

  test('after a reload too', async () => {
    const { page } = ctx
    await page.reload()
    await page.locator('[data-testid="foyer-connect-button"]:enabled').waitFor()
    await expectText(page.getByTestId('foyer-network-button'), /Foyer Devnet$/)
    await page.click('#connect')
    expect(await directoryRows(page)).toEqual(before)
    await page.keyboard.press('Escape')
    await modalClosed(page)
  })
})
