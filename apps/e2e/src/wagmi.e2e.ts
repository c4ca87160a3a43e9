import fs from 'node:fs/promises'
import { type Devstack, startDevstack } from '@foyer/devstack'
import type { Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildFixture } from './harness/build-fixture.js'
import { type BrowserSession, launchBrowser } from './harness/chromium.js'
import { TEST_WALLET_CONNECTOR_ID } from './harness/demo-session.js'
import { type StaticServer, serveStatic } from './harness/static-server.js'
import { expectText, viewLocator } from './harness/views.js'

/**
 * A wagmi app on Foyer (fixtures/wagmi: wagmi 3 + React Query + Foyer's React bindings,
 * `createFoyerWagmiConfig`) in Chromium with the injected test wallet: wagmi's connect opens
 * Foyer's modal, `useWriteContract` transfers an ERC-20 on the devnet (the receipt and the
 * balance read from anvil), wagmi's switch and disconnect reach Foyer, and a reload reconnects both.
 */
let stack: Devstack
let dist: string
let server: StaticServer
let browser: BrowserSession
let page: Page
const pageErrors: string[] = []

beforeAll(async () => {
  stack = await startDevstack({ directory: false, relay: false, startTimeoutMs: 60_000 })
  dist = await buildFixture('wagmi')
  const token = stack.contracts.tokens.find((t) => t.chainId === 31337)!
  const fixtureConfig = {
    chains: stack.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    token: token.address,
    recipient: stack.accounts[5]!.address,
  }
  server = await serveStatic(dist, { '/fixture-config.json': JSON.stringify(fixtureConfig) })
  browser = await launchBrowser()
  page = await browser.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
  await page.goto(server.url)
  await page.getByTestId('wagmi-status').waitFor({ timeout: 30_000 })
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
  await stack?.stop()
  if (dist) await fs.rm(dist, { recursive: true, force: true })
})

/** The status Foyer's own ConnectButton shows (`data-status`). */
const foyerButtonStatus = () =>
  page.getByTestId('foyer-connect-button').getAttribute('data-status', { timeout: 5_000 })

const devnet = () =>
  createPublicClient({ transport: http(stack.chains.find((c) => c.chainId === 31337)!.rpcUrl) })

describe('a wagmi app connecting through Foyer in Chromium', () => {
  it('connects through Foyer’s modal from wagmi’s connect; both show the account', async () => {
    const account = stack.accounts[0]!.address
    await expectText(page.getByTestId('wagmi-status'), 'disconnected')
    await page.getByTestId('wagmi-connect').click()
    await viewLocator(page, 'Connect')
      .getByTestId(`wallet-option-${TEST_WALLET_CONNECTOR_ID}`)
      .click()
    await expectText(page.getByTestId('wagmi-status'), 'connected')
    await expectText(page.getByTestId('wagmi-address'), account)
    await expectText(page.getByTestId('wagmi-chain'), '31337')
    await expect.poll(() => foyerButtonStatus()).toBe('connected')
    await expect.poll(() => page.getByTestId('foyer-button-account').count()).toBeGreaterThan(0)
  })

  it('writes an ERC-20 transfer with useWriteContract; anvil has the receipt and the balance', async () => {
    const token = stack.contracts.tokens.find((t) => t.chainId === 31337)!
    const recipient = stack.accounts[5]!.address
    const balance = () =>
      devnet().readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [recipient],
      })
    const before = await balance()
    await page.getByTestId('wagmi-write').click()
    await expectText(page.getByTestId('wagmi-receipt'), 'success')
    const hash = (await page.getByTestId('wagmi-hash').textContent()) as `0x${string}`
    const receipt = await devnet().getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(stack.accounts[0]!.address.toLowerCase())
    expect(receipt.to?.toLowerCase()).toBe(token.address.toLowerCase())
    expect(await balance()).toBe(before + 4_242n)
  })

  it('switches the chain from wagmi: Foyer and the wallet follow', async () => {
    await page.getByTestId('wagmi-switch').click()
    await expectText(page.getByTestId('wagmi-chain'), '31338')
    const walletChain = await page.evaluate(() =>
      (
        window as unknown as { ethereum: { request(a: { method: string }): Promise<string> } }
      ).ethereum.request({
        method: 'eth_chainId',
      }),
    )
    expect(Number(walletChain)).toBe(31338)
  })

  it('reconnects wagmi after a reload, from the session Foyer restored', async () => {
    await page.reload()
    await expectText(page.getByTestId('wagmi-status'), 'connected')
    await expectText(page.getByTestId('wagmi-address'), stack.accounts[0]!.address)
    await expect.poll(() => foyerButtonStatus()).toBe('connected')
  })

  it('disconnects from wagmi: Foyer’s button shows connect again', async () => {
    await page.getByTestId('wagmi-disconnect').click()
    await expectText(page.getByTestId('wagmi-status'), 'disconnected')
    await expect.poll(() => foyerButtonStatus()).toBe('disconnected')
    await expect.poll(() => page.getByTestId('foyer-button-account').count()).toBe(0)
    await expectText(page.getByTestId('foyer-connect-button'), 'Connect Wallet')
    expect(pageErrors).toEqual([])
    expect(browser.outsideRequests).toEqual([])
  })
})
