import { deriveBitcoinTestAccount } from '@foyer/test-wallet/bitcoin'
import type { Page } from 'playwright-core'
import { createPublicClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { stackInboxUrl } from './harness/auth-inbox.js'
import { devnetRpc } from './harness/devnet-rpc.js'
import {
  approveInFrame,
  EMBEDDED_WALLET_FRAME,
  logInWithEmail,
} from './harness/embedded-wallet-flows.js'
import { closeModalIfOpen, connectTestWallet, modalClosed } from './harness/flows.js'
import { useFreshDemos } from './harness/fresh-demos.js'
import { prometheusUnavailableReason, startPrometheus } from './harness/prometheus.js'
import { sentTransactionHash, simulatedSendAmount } from './harness/send-review.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { expectText, viewLocator } from './harness/views.js'
import {
  runPasskeyInPage,
  runPasskeyPopup,
  type VirtualCredential,
} from './harness/virtual-authenticator.js'

/**
 * What the README promises a visitor of `npm run demo`, on the demo `npm run demo` starts
 * (`fullDemo`: the same stack parts and configuration, apps/demo/scripts/demo-stack.ts) with
 * nothing installed (the demo injects the test wallet): the local Bitcoin chain (a network
 * in Networks, the Bitcoin panel with a balance), a send through its review to its result
 * (the transaction's hash, copied), smart accounts for email users (the EOA
 * a switch away in Account, and back), and passkeys (the frame under `localhost`, the page on
 * 127.0.0.1): sign-up with a passkey, the same passkey in a second browser profile, both
 * devices in Account, one removed, the key exported into the frame's popup only. The demo's
 * project is non-custodial (`password`): the harness answers the recovery password form.
 */
const PREFIX = 'npm-run-demo'
/** Where the threshold test sends devnet ETH (an address nothing else uses). */
const RECIPIENT = '0x1111111111111111111111111111111111111111'
const ctx = useDemoSession({ fullDemo: true, testWallet: 'injected' })
const freshDemo = useFreshDemos(ctx)

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
  })

  it('sends ETH: the review simulates what leaves, the result names the transaction', async () => {
    const { page, session } = ctx
    const devnet = createPublicClient({ transport: http(session.stack.chains[0]!.rpcUrl) })
    const [from, to] = session.stack.accounts.map((account) => account.address)
    await page.click('#connect')
    await viewLocator(page, 'Account').getByTestId('foyer-account-send').click()
    const send = viewLocator(page, 'WalletSend')
    await send.getByTestId('foyer-send-amount').fill('0.25')
    await send.getByTestId('foyer-send-receiver').fill(to!)
    // The fee's dollar value and the network balance arrive after the fee and move Send down
    // (their rows widen the labels' column and wrap the fee): click once they are on show.
    await expectText(send.getByTestId('foyer-send-fee-usd'), /≈ \$\d/)
    await send.getByTestId('foyer-send-network-usd').waitFor()
    await send.getByTestId('foyer-send-submit').click()
    const simulated = await simulatedSendAmount(send, 'ETH', 18)
    const before = await devnet.getBalance({ address: from! })
    await send.getByTestId('foyer-review-confirm').click()
    const hash = await sentTransactionHash(send)
    const receipt = await devnet.waitForTransactionReceipt({ hash })
    // The simulated change is what the chain moved, less the fee the review left out.
    expect(before - (await devnet.getBalance({ address: from! }))).toBe(
      simulated + receipt.gasUsed * receipt.effectiveGasPrice,
    )
    // The demo's devnets have no block explorer: the hash itself, and Copy puts it on the
    // clipboard.
    await expectText(send.getByTestId('foyer-send-transaction-hash'), `Transaction ${hash}`)
    expect(await send.getByTestId('foyer-send-transaction-link').count()).toBe(0)
    await session.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(session.url).origin,
    })
    await send.getByTestId('foyer-send-copy-hash').click()
    await expectText(page.getByTestId('foyer-toast'), 'Transaction hash copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(hash)
    await send.getByTestId('foyer-send-done').click()
    // Disconnect, for the email user next.
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

/** `host:port` of a service URL. */
const hostOf = (url: string | undefined) => (url ? new URL(url).host : undefined)

describe('npm run demo, as an operator watches it', () => {
  const noPrometheus = prometheusUnavailableReason()
  if (noPrometheus) console.warn(`Prometheus check skipped: ${noPrometheus}`)

  it.skipIf(noPrometheus !== undefined)(
    "Prometheus on deploy/prometheus scrapes every service, with Foyer's alerts loaded",
    async () => {
      const { stack } = ctx.session
      const targets = {
        'foyer-directory': hostOf(stack.directoryUrl),
        'foyer-relay': hostOf(stack.relayUrl?.replace(/^ws/, 'http')),
        'foyer-data': hostOf(stack.dataServiceUrl),
        'foyer-auth': hostOf(stack.auth?.url),
        'foyer-paymaster': hostOf(stack.chains[0]?.smartAccounts?.paymasterUrl),
      }
      expect(Object.entries(targets).filter(([, target]) => !target)).toEqual([])
      const prometheus = await startPrometheus(targets as Record<string, string>)
      try {
        type Targets = { activeTargets: { labels: { job: string }; health: string }[] }
        await expect
          .poll(
            async () =>
              (await prometheus.api<Targets>('targets')).activeTargets
                .filter((target) => target.health === 'up')
                .map((target) => target.labels.job)
                .sort(),
            { timeout: 20_000, interval: 250 },
          )
          .toEqual(Object.keys(targets).sort())
        // Each scrape is itself a request: from the second one on, every job counts requests.
        type Vector = { result: { metric: { job: string } }[] }
        const query = `query?query=${encodeURIComponent('count by (job) (http_requests_total)')}`
        await expect
          .poll(
            async () =>
              (await prometheus.api<Vector>(query)).result
                .map((series) => series.metric.job)
                .sort(),
            { timeout: 10_000, interval: 250 },
          )
          .toEqual(Object.keys(targets).sort())
        type Rules = { groups: { rules: { name: string; health: string }[] }[] }
        const rules = (await prometheus.api<Rules>('rules')).groups.flatMap((group) => group.rules)
        expect(rules.map((rule) => rule.name)).toContain('FoyerServiceDown')
        expect(rules.filter((rule) => rule.health === 'err')).toEqual([])
      } finally {
        await prometheus.stop()
      }
    },
  )
})

/** What the passkey sign-up test leaves for the removal test. */
let twoDevices: { page: Page; other: Page; credentials: VirtualCredential[] } | undefined

describe('npm run demo: a visitor with a passkey', () => {
  it('signs up with a passkey, sees both devices and exports the key', {
    timeout: 240_000,
  }, async () => {
    const { page, session } = ctx
    expect(new URL(session.url).hostname).toBe('127.0.0.1')
    expect(new URL(session.stack.walletFrameUrl ?? '').hostname).toBe('localhost')
    // Sign out whoever the tests above left connected.
    if ((await page.getByTestId('demo-status').textContent()) === 'connected') {
      await page.click('#connect')
      await viewLocator(page, 'Account').getByTestId('foyer-disconnect').click()
      await expectText(page.getByTestId('demo-status'), 'disconnected')
    }
    if ((await page.locator('[role="dialog"]').count()) === 0) await page.click('#connect')
    let { credentials } = await runPasskeyPopup(page, 'foyer-passkey-sign-up')
    expect(credentials[0]?.rpId).toBe('localhost')
    await expectText(page.getByTestId('demo-status'), 'connected', 60_000)
    const address = await demoAddress(page)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await closeModalIfOpen(page)

    // The same passkey in a second browser profile: the same wallet, a second device.
    const other = await freshDemo()
    await other.click('#connect')
    credentials = (await runPasskeyPopup(other, 'foyer-passkey-sign-in', credentials)).credentials
    await expectText(other.getByTestId('demo-status'), 'connected', 60_000)
    expect(await demoAddress(other)).toBe(address)

    await page.click('#connect')
    const account = viewLocator(page, 'Account')
    const devices = account.getByTestId('foyer-account-device')
    await expect.poll(() => devices.count(), { timeout: 30_000 }).toBe(2)
    await expectText(
      account.getByTestId('foyer-account-custody-mode'),
      'Self-custody: protected by your recovery password',
    )
    // The demo's users get a smart account: the key exported is its owner's, the EOA.
    const group = account.getByRole('group', { name: 'Account type' })
    await group.getByRole('radio', { name: 'EOA' }).check()
    await expect.poll(() => demoAddress(page), { timeout: 30_000 }).not.toBe(address)
    const owner = await demoAddress(page)

    // Export: the key shows in the frame origin's popup, never in the page.
    const exported = await runPasskeyPopup(
      page,
      'foyer-account-export-key',
      credentials,
      'key-shown',
    )
    // The passkey's counter grew with the export: the next ceremony starts from it.
    const { popup } = exported
    credentials = exported.credentials
    expect(new URL(popup.url()).hostname).toBe('localhost')
    const key = ((await popup.locator('#key').textContent()) ?? '') as `0x${string}`
    expect(privateKeyToAccount(key).address).toBe(owner)
    expect((await page.content()).toLowerCase()).not.toContain(key.slice(2).toLowerCase())
    await popup.close()
    twoDevices = { page, other, credentials }
  })

  // The step-up runs inside the frame embedded in the page (the page's virtual authenticator
  // answers it): the service checks the assertion's top origin is the session's host page.
  it('removes the second device after a passkey step-up in the frame', async () => {
    if (!twoDevices) throw new Error('the sign-up test above did not run')
    const { page, other } = twoDevices
    if ((await page.locator('[role="dialog"]').count()) === 0) await page.click('#connect')
    const devices = viewLocator(page, 'Account').getByTestId('foyer-account-device')
    await expect.poll(() => devices.count(), { timeout: 30_000 }).toBe(2)
    // Removing a device asks the user's passkey again, in the frame (step-up).
    await devices.nth(1).getByTestId('foyer-account-device-revoke').click()
    const frame = page.frameLocator(EMBEDDED_WALLET_FRAME)
    twoDevices.credentials = await runPasskeyInPage(page, twoDevices.credentials, async () => {
      await frame.getByTestId('frame-step-up-passkey').click({ timeout: 30_000 })
      await expect.poll(() => devices.count(), { timeout: 15_000 }).toBe(1)
    })
    // The removed profile is signed out of the wallet after a reload.
    await other.reload()
    await expectText(other.getByTestId('demo-status'), 'disconnected', 60_000)
  })

  it('asks the passkey in the frame before a send above the demo’s 1 ETH, not below', {
    timeout: 180_000,
  }, async () => {
    if (!twoDevices) throw new Error('the sign-up test above did not run')
    const { page, session } = ctx
    const rpc = (method: string, params: unknown[]) =>
      devnetRpc(session.stack.chains[0]!.rpcUrl, method, params)
    const balanceOf = async (who: string) =>
      BigInt((await rpc('eth_getBalance', [who, 'latest'])) as string)
    // The passkey user's EOA (the export test switched to it) gets 10 devnet ETH.
    await rpc('anvil_setBalance', [await demoAddress(page), '0x8ac7230489e80000'])
    await closeModalIfOpen(page)
    const frame = page.frameLocator(EMBEDDED_WALLET_FRAME)
    const send = async (amount: string) => {
      await page.getByTestId('demo-send-to').fill(RECIPIENT)
      await page.getByTestId('demo-send-amount').fill(amount)
      await page.getByTestId('demo-send-button').click()
      await approveInFrame(page)
    }
    const received = await balanceOf(RECIPIENT)
    // Below the threshold: approved, signed and sent with no further check.
    await send('0.01')
    await expect
      .poll(() => balanceOf(RECIPIENT), { timeout: 60_000 })
      .toBe(received + 10_000_000_000_000_000n)
    expect(await frame.getByTestId('frame-step-up').count()).toBe(0)
    // Above it: after the approval the frame asks the passkey before it signs.
    await send('2')
    await frame.getByTestId('frame-step-up').waitFor({ timeout: 30_000 })
    expect(await balanceOf(RECIPIENT)).toBe(received + 10_000_000_000_000_000n)
    twoDevices.credentials = await runPasskeyInPage(page, twoDevices.credentials, async () => {
      await frame.getByTestId('frame-step-up-passkey').click()
      await expect
        .poll(() => balanceOf(RECIPIENT), { timeout: 60_000 })
        .toBe(received + 2_010_000_000_000_000_000n)
    })
  })
})
