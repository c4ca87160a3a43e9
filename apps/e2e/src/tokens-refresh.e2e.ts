import { devstackContractAddresses } from '@foyer/devstack'
import type { Locator, Page } from 'playwright-core'
import { type Address, createPublicClient, erc20Abi, http } from 'viem'
import { describe, expect, test } from 'vitest'
import { connectTestWallet } from './harness/flows.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { expectText, viewLocator } from './harness/views.js'

/**
 * Account's Tokens tab after the user's own transaction, in `npm run demo` (its stack and
 * configuration, the injected test wallet): the portfolio is cached 30 s (SPEC §9), yet after
 * a swap and after a send the tab shows the new amounts within 3 s of the transaction being
 * mined, without closing the modal or switching tabs.
 */
const ctx = useDemoSession({
  fullDemo: true,
  testWallet: 'injected',
  // Not about smart accounts: no bundlers (alto's start is the slowest part).
  smartAccounts: false,
})
const RECEIVER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

const devnet = () => createPublicClient({ transport: http(ctx.session.stack.chains[0]!.rpcUrl) })
const account0 = () => ctx.session.stack.accounts[0]!.address as Address
const foyOf = (owner: Address) =>
  devnet().readContract({
    address: devstackContractAddresses().tokens.FOY,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

/** An 18-decimals amount as the Tokens tab shows it: grouped, cut to 3 decimals. */
function shown(amount: bigint): string {
  const whole = amount / 10n ** 18n
  const fraction = ((amount % 10n ** 18n) / 10n ** 15n).toString().padStart(3, '0')
  return `${whole.toLocaleString('en-US')}.${fraction}`
}

/** Waits until `read` differs from `before`; resolves with the new value and when it came. */
async function changed(read: () => Promise<bigint>, before: bigint) {
  for (;;) {
    const value = await read()
    if (value !== before) return { value, at: Date.now() }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Expects the row to show `text` within 3 s of `minedAt`. */
async function shownWithin3s(row: Locator, text: string, minedAt: number) {
  const deadline = minedAt + 3000
  await expect
    .poll(async () => (await row.textContent()) ?? '', { timeout: deadline - Date.now() + 50 })
    .toContain(text)
  expect(Date.now()).toBeLessThanOrEqual(deadline + 250)
}

async function openTokens(page: Page): Promise<Locator> {
  await page.click('#connect')
  const account = viewLocator(page, 'Account')
  await account.getByRole('tab', { name: 'Tokens' }).click()
  await account.getByTestId('foyer-token-FOY').waitFor({ timeout: 30_000 })
  return account
}

describe('Tokens after the user’s own transaction', () => {
  test('a swap ETH → FOY: the new FOY amount within 3 s of mining', async () => {
    const { page } = ctx
    await connectTestWallet(page, 'tokens-refresh')
    const account = await openTokens(page)
    const before = await foyOf(account0())
    await expectText(account.getByTestId('foyer-token-FOY'), new RegExp(shown(before)))
    await account.getByTestId('foyer-account-swap').click()
    const swap = viewLocator(page, 'Swap')
    await swap.getByTestId('foyer-swap-amount').fill('1')
    await expectText(swap.getByTestId('foyer-swap-amount-out'), /FOY$/)
    await swap.getByTestId('foyer-swap-submit').click()
    await swap.getByTestId('foyer-review-confirm').click()
    const mined = await changed(() => foyOf(account0()), before)
    await account.waitFor()
    await account.getByRole('tab', { name: 'Tokens' }).click()
    await shownWithin3s(account.getByTestId('foyer-token-FOY'), shown(mined.value), mined.at)
  })

  test('a send of ETH: the new ETH amount within 3 s of mining', async () => {
    const { page } = ctx
    const account = await openTokens(page)
    const before = await devnet().getBalance({ address: account0() })
    await account.getByTestId('foyer-account-send').click()
    const send = viewLocator(page, 'WalletSend')
    await send.getByTestId('foyer-send-amount').fill('2.5')
    await send.getByTestId('foyer-send-receiver').fill(RECEIVER)
    await send.getByTestId('foyer-send-submit').click()
    await send.getByTestId('foyer-review-confirm').click()
    const mined = await changed(() => devnet().getBalance({ address: account0() }), before)
    await send.getByTestId('foyer-send-done').click()
    await account.waitFor()
    await account.getByRole('tab', { name: 'Tokens' }).click()
    await shownWithin3s(account.getByTestId('foyer-token-ETH'), shown(mined.value), mined.at)
  })
})
