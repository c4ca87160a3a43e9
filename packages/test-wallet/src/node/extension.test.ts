import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { type BrowserContext, chromium, type Page } from 'playwright-core'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_WALLET_RDNS } from '../constants.js'
import { type AnvilNode, startAnvil } from '../test-utils/anvil.js'
import { type PageServer, startPageServer } from '../test-utils/page-server.js'
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  configureTestWalletExtension,
  disconnectTestWalletExtension,
  ensureTestWalletExtensionBuilt,
  readTestWalletExtensionState,
  switchTestWalletExtensionAccount,
  testWalletExtensionArgs,
} from './extension.js'

const ANVIL_ACCOUNT_0 = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const ANVIL_ACCOUNT_1 = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const RECIPIENT = '0x000000000000000000000000000000000000f0e1'

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A dapp</title></head>
<body><h1>A dapp</h1>
<script>
  window.announced = []
  window.walletEvents = []
  window.addEventListener('eip6963:announceProvider', (event) => {
    window.announced.push(event.detail)
    if (event.detail.info.rdns !== '${TEST_WALLET_RDNS}' || window.wallet) return
    window.wallet = event.detail.provider
    for (const name of ['connect', 'chainChanged', 'accountsChanged', 'disconnect']) {
      window.wallet.on(name, (data) => window.walletEvents.push({ name, data: name === 'disconnect' ? { code: data.code } : data }))
    }
  })
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  window.ask = (method, params) =>
    window.wallet.request({ method, params }).then(
      (result) => ({ result }),
      (error) => ({ error: { code: error.code, message: error.message } }),
    )
</script></body></html>`

type Answer = { result?: unknown; error?: { code: number; message: string } }

const ask = (page: Page, method: string, params?: unknown[]) =>
  page.evaluate(
    ([m, p]) => (window as never as { ask: (m: string, p: unknown) => Promise<Answer> }).ask(m, p),
    [method, params] as const,
  )

const walletEvents = (page: Page) =>
  page.evaluate(
    () => (window as never as { walletEvents: { name: string; data: unknown }[] }).walletEvents,
  )

describe('the test wallet extension in Chromium', { timeout: 120_000 }, () => {
  let anvil: AnvilNode
  let otherChain: AnvilNode
  let server: PageServer
  let userDataDir: string
  let context: BrowserContext
  let page: Page

  beforeAll(async () => {
    const extensionPath = await ensureTestWalletExtensionBuilt()
    ;[anvil, otherChain, server] = await Promise.all([
      startAnvil(31337),
      startAnvil(31338),
      startPageServer(PAGE),
    ])
    userDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'foyer-test-wallet-profile-'))
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS,
        // A name that is not loopback, for a page that is not a secure context.
        '--host-resolver-rules=MAP dapp.test 127.0.0.1',
        ...testWalletExtensionArgs(extensionPath),
      ],
      ignoreDefaultArgs: ['--disable-extensions'],
    })
    await configureTestWalletExtension(context, {
      reset: true,
      chains: [
        { chainId: 31337, rpcUrl: anvil.rpcUrl, name: 'Anvil' },
        { chainId: 31338, rpcUrl: otherChain.rpcUrl, name: 'Other devnet' },
      ],
      chainId: 31337,
    })
    page = await context.newPage()
    await page.goto(server.url)
    await page.waitForFunction(() => 'wallet' in window, undefined, { timeout: 30_000 })
  }, 300_000)

  afterAll(async () => {
    await context?.close()
    await Promise.all([anvil?.stop(), otherChain?.stop(), server?.close()])
    if (userDataDir) await fs.rm(userDataDir, { recursive: true, force: true })
  }, 60_000)

  it('is announced through EIP-6963 and as window.ethereum', async () => {
    const infos = await page.evaluate(() =>
      (window as never as { announced: { info: Record<string, string> }[] }).announced.map(
        (d) => d.info,
      ),
    )
    const info = infos.find((candidate) => candidate.rdns === TEST_WALLET_RDNS)
    expect(info).toMatchObject({ name: 'Foyer Test Wallet', rdns: TEST_WALLET_RDNS })
    expect(info?.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(info?.uuid).toMatch(/^[0-9a-f-]{36}$/)
    const flags = await page.evaluate(() => {
      const w = window as never as { ethereum?: { isFoyerTestWallet?: boolean }; wallet: unknown }
      return { sameObject: w.ethereum === w.wallet, flag: w.ethereum?.isFoyerTestWallet }
    })
    expect(flags).toEqual({ sameObject: true, flag: true })
  })

  it('is announced in plain-http pages too, which are not secure contexts', async () => {
    const insecure = await context.newPage()
    try {
      await insecure.goto(server.url.replace('127.0.0.1', 'dapp.test'))
      expect(await insecure.evaluate(() => window.isSecureContext)).toBe(false)
      await insecure.waitForFunction(() => 'wallet' in window, undefined, { timeout: 30_000 })
      expect(await ask(insecure, 'eth_chainId')).toEqual({ result: '0x7a69' })
    } finally {
      await insecure.close()
    }
  })

  it('emits connect with the configured chain and refuses to sign before connecting', async () => {
    await expect
      .poll(() => walletEvents(page))
      .toContainEqual({ name: 'connect', data: { chainId: '0x7a69' } })
    expect(await ask(page, 'eth_accounts')).toEqual({ result: [] })
    const refused = await ask(page, 'personal_sign', ['0x68656c6c6f', ANVIL_ACCOUNT_0])
    expect(refused.error?.code).toBe(4100)
  })

  it('connects and signs a personal_sign message that verifies for the anvil account', async () => {
    expect(await ask(page, 'eth_requestAccounts')).toEqual({ result: [ANVIL_ACCOUNT_0] })
    const message = 'Sign in to a dapp through the Foyer test wallet extension'
    const messageHex = `0x${Buffer.from(message).toString('hex')}`
    const { result: signature } = await ask(page, 'personal_sign', [messageHex, ANVIL_ACCOUNT_0])
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(
      await verifyMessage({
        address: ANVIL_ACCOUNT_0,
        message,
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
    expect((await readTestWalletExtensionState(context)).connectedOrigins).toEqual([
      new URL(server.url).origin,
    ])
  })

  it('answers 4001 when the next decision was set to reject, then approves again', async () => {
    await configureTestWalletExtension(context, { nextDecisions: ['reject'] })
    const rejected = await ask(page, 'personal_sign', ['0x01', ANVIL_ACCOUNT_0])
    expect(rejected.error).toEqual({ code: 4001, message: 'User rejected the request.' })
    const approved = await ask(page, 'personal_sign', ['0x01', ANVIL_ACCOUNT_0])
    expect(approved.result).toMatch(/^0x[0-9a-f]{130}$/)
  })

  it('sends a transaction signed in the service worker to the node', async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const before = await client.getBalance({ address: RECIPIENT })
    const sent = await ask(page, 'eth_sendTransaction', [
      { from: ANVIL_ACCOUNT_0, to: RECIPIENT, value: `0x${parseEther('0.25').toString(16)}` },
    ])
    const receipt = await client.waitForTransactionReceipt({ hash: sent.result as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: RECIPIENT })).toBe(before + parseEther('0.25'))
    const balance = await ask(page, 'eth_getBalance', [RECIPIENT, 'latest'])
    expect(BigInt(balance.result as string)).toBe(before + parseEther('0.25'))
  })

  it('switches chains (4902 for unknown ones) and relays chainChanged', async () => {
    expect((await ask(page, 'wallet_switchEthereumChain', [{ chainId: '0x1' }])).error?.code).toBe(
      4902,
    )
    expect(await ask(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({
      result: null,
    })
    expect(await ask(page, 'eth_chainId')).toEqual({ result: '0x7a6a' })
    await expect
      .poll(() => walletEvents(page))
      .toContainEqual({ name: 'chainChanged', data: '0x7a6a' })
  })

  it('relays a wallet-side account switch and disconnect as events', async () => {
    expect(await switchTestWalletExtensionAccount(context, 1)).toMatch(/^0x70997970/i)
    await expect
      .poll(() => walletEvents(page))
      .toContainEqual({ name: 'accountsChanged', data: [ANVIL_ACCOUNT_1] })
    await disconnectTestWalletExtension(context)
    await expect
      .poll(() => walletEvents(page))
      .toContainEqual({ name: 'disconnect', data: { code: 4900 } })
    expect(await ask(page, 'eth_accounts')).toEqual({ result: [] })
  })
})
