import fs from 'node:fs/promises'
import { type Devstack, startDevstack } from '@foyer/devstack'
import {
  type WalletConnectTestWalletClient,
  walletConnectTestWalletClient,
} from '@foyer/test-wallet/walletconnect'
import type { Locator, Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildFixture } from './harness/build-fixture.js'
import { type BrowserSession, launchBrowser } from './harness/chromium.js'
import { modalClosed } from './harness/flows.js'
import { type StaticServer, serveStatic } from './harness/static-server.js'
import { checkView, expectText } from './harness/views.js'

/**
 * An app with NO adapter (fixtures/walletconnect-no-adapter: networks and `services.relay`
 * only). SPEC §2 rule 4 opens ConnectingWalletConnectBasic on a desktop and AllWallets on a
 * phone; core's own WalletConnect connector pairs the stack's WalletConnect test wallet over
 * the local relay, and `useFoyerProvider('eip155')` hands the app the universal provider, whose
 * `personal_sign` the wallet answers (verified here with viem). Nothing may leave the machine.
 */
const PREFIX = 'walletconnect-no-adapter'
const SIGNED_TEXT = 'Hello from an app with no adapter'
const LEDGER_LIVE_ID = '4ab2542c2799c825a8465ba5ab8aa7def52b7904f38b74484af917ed9c0fc4e5'
let stack: Devstack
let dist: string
let server: StaticServer
let wallet: WalletConnectTestWalletClient
const browsers: BrowserSession[] = []
const pageErrors: string[] = []

beforeAll(async () => {
  stack = await startDevstack({
    walletConnectWallet: true,
    solana: false,
    bitcoin: false,
    dataService: false,
    startTimeoutMs: 60_000,
  })
  wallet = walletConnectTestWalletClient(stack.walletConnectWalletUrl!)
  dist = await buildFixture('walletconnect-no-adapter')
  const fixtureConfig = {
    chains: stack.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    relayUrl: stack.relayUrl,
    directoryUrl: stack.directoryUrl,
  }
  server = await serveStatic(dist, { '/fixture-config.json': JSON.stringify(fixtureConfig) })
}, 240_000)

afterAll(async () => {
  for (const browser of browsers) await browser.close()
  await server?.close()
  await stack?.stop()
  if (dist) await fs.rm(dist, { recursive: true, force: true })
})

async function openFixture(options: Parameters<typeof launchBrowser>[0] = {}): Promise<Page> {
  const browser = await launchBrowser(options)
  browsers.push(browser)
  const page = await browser.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
  await page.goto(server.url)
  await page.locator('[data-testid="foyer-connect-button"]:enabled').waitFor({ timeout: 30_000 })
  return page
}

/** The pairing uri a view shows (its QR code's or copy button's `data-wc-uri`). */
async function pairingUri(view: Locator): Promise<string> {
  const qr = view.locator('[data-wc-uri]').first()
  await expect
    .poll(async () => (await qr.getAttribute('data-wc-uri')) ?? '', { timeout: 30_000 })
    .toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return (await qr.getAttribute('data-wc-uri')) ?? ''
}

/** After the wallet approved: connected with account 0, and the provider signs. */
async function expectConnectedAndSigning(page: Page) {
  const account0 = stack.accounts[0]!.address as `0x${string}`
  await expectText(page.getByTestId('fixture-status'), 'connected')
  await modalClosed(page)
  await expectText(page.getByTestId('fixture-address'), account0)
  await expectText(page.getByTestId('fixture-provider-type'), 'WALLET_CONNECT')
  await page.getByTestId('fixture-sign').click()
  await expectText(page.getByTestId('fixture-signature'), /^0x[0-9a-f]{130}$/)
  const signature = (await page.getByTestId('fixture-signature').textContent()) as `0x${string}`
  expect(await verifyMessage({ address: account0, message: SIGNED_TEXT, signature })).toBe(true)
}

describe('WalletConnect in an app with no adapter', () => {
  it('desktop: ConnectingWalletConnectBasic pairs; useFoyerProvider signs through the session', async () => {
    const page = await openFixture()
    await page.getByTestId('foyer-connect-button').click()
    const basic = await checkView(page, 'ConnectingWalletConnectBasic', PREFIX)
    const before = (await wallet.state()).activity.length
    expect(await wallet.pair(await pairingUri(basic))).toMatchObject({ approved: true })
    await expectConnectedAndSigning(page)
    const activity = (await wallet.state()).activity.slice(before)
    expect(activity.map((a) => [a.kind, a.outcome])).toContainEqual(['session', 'approved'])

    // A reload restores the session without pairing again.
    await page.reload()
    await expectText(page.getByTestId('fixture-status'), 'connected')
    await expectText(page.getByTestId('fixture-provider-type'), 'WALLET_CONNECT')
    expect(browsers.at(-1)?.outsideRequests).toEqual([])
  })

  it('mobile: AllWallets first; a directory wallet pairs through its WalletConnect view', async () => {
    const page = await openFixture({ viewport: { width: 390, height: 844 }, isMobile: true })
    await page.getByTestId('foyer-connect-button').tap()
    const allWallets = await checkView(page, 'AllWallets', `${PREFIX}-mobile`)
    await allWallets.getByRole('searchbox').fill('ledger')
    await allWallets.getByTestId(`wallet-option-${LEDGER_LIVE_ID}`).tap()
    const connecting = await checkView(page, 'ConnectingWalletConnect', `${PREFIX}-mobile`)
    expect(await wallet.pair(await pairingUri(connecting))).toMatchObject({ approved: true })
    await expectConnectedAndSigning(page)
    expect(browsers.at(-1)?.outsideRequests).toEqual([])
    expect(pageErrors).toEqual([])
  })
})
