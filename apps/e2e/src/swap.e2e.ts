import { devstackContractAddresses } from '@foyer/devstack'
import type { Locator, Page } from 'playwright-core'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseAbi,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, test } from 'vitest'
import { connectTestWallet, modalClosed } from './harness/flows.js'
import { simulatedAmount } from './harness/send-review.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { checkPage, checkView, dialogLocator, expectText } from './harness/views.js'

// Swaps in the modal over the real Uniswap v2 contracts the stack deploys on its devnets, with
// the real test wallet extension, each through its review (the simulated changes then equal
// what the chain moved): ETH → FOY, FOY → ETH through an approval, a price moved
// beyond the slippage tolerance (clear error, inputs kept, nothing spent), and no swap entry in
// a restricted time zone (SPEC §6).
const PREFIX = 'swap'
const demo = useDemoSession()
let account0: Address

beforeAll(() => {
  account0 = demo.session.stack.accounts[0]!.address
})

const devnet = () => createPublicClient({ transport: http(demo.session.stack.chains[0]!.rpcUrl) })
const foy = () => devstackContractAddresses().tokens.FOY
const foyOf = (owner: Address) =>
  devnet().readContract({ address: foy(), abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

/** The modal on Account (from the connect button), then Swap by its entry point. */
async function openSwap(page: Page, name: string) {
  await page.click('#connect')
  const account = await checkView(page, 'Account', `${PREFIX}-${name}`)
  await account.getByTestId('foyer-account-swap').click()
  return checkView(page, 'Swap', `${PREFIX}-${name}`)
}

/**
 * Opens Account's Activity tab until its newest row is the swap just made (the data service
 * indexes it within a poll): that row is a swap showing `amounts`, what left then what
 * arrived in the same transaction.
 */
async function expectSwapInActivity(account: Locator, amounts: [RegExp, RegExp]) {
  const newest = () => account.getByTestId('foyer-transaction').first()
  for (let attempt = 1; ; attempt++) {
    await account.getByRole('tab', { name: 'Activity' }).click()
    try {
      await expectText(newest(), /Swapped/, 5_000)
      break
    } catch (error) {
      if (attempt === 6) throw error
      await account.getByRole('tab', { name: 'Tokens' }).click()
    }
  }
  expect(await newest().getAttribute('data-direction')).toBe('swap')
  const sides = newest().getByTestId('foyer-transaction-amount')
  await expectText(sides.nth(0), amounts[0])
  await expectText(sides.nth(1), amounts[1])
  expect(await sides.count()).toBe(2)
  expect(await sides.nth(0).getAttribute('data-direction')).toBe('out')
  expect(await sides.nth(1).getAttribute('data-direction')).toBe('in')
}

/** The network fees `owner` paid in the blocks from `fromBlock` (one transaction a block). */
async function feesPaidSince(owner: Address, fromBlock: bigint): Promise<bigint> {
  let fees = 0n
  for (let number = fromBlock; number <= (await devnet().getBlockNumber()); number++) {
    const block = await devnet().getBlock({ blockNumber: number, includeTransactions: true })
    for (const transaction of block.transactions) {
      if (transaction.from.toLowerCase() !== owner.toLowerCase()) continue
      const receipt = await devnet().getTransactionReceipt({ hash: transaction.hash })
      fees += receipt.gasUsed * receipt.effectiveGasPrice
    }
  }
  return fees
}

async function closeModal(page: Page) {
  await dialogLocator(page).getByRole('button', { name: 'Close' }).click()
  await modalClosed(page)
}

describe('Swap in the modal', () => {
  test('connects the test wallet; Account offers Swap', async () => {
    await connectTestWallet(demo.page, PREFIX)
    await demo.page.click('#connect')
    const account = await checkView(demo.page, 'Account', PREFIX)
    await expectText(account.getByTestId('foyer-account-swap'), 'Swap')
    await closeModal(demo.page)
  })

  test('swaps ETH for FOY: quote with impact, route and fee, then the chain and Account show it', async () => {
    const before = await foyOf(account0)
    const swap = await openSwap(demo.page, 'eth-foy')
    await expectText(swap.getByTestId('foyer-swap-from-symbol'), 'ETH')
    await expectText(swap.getByTestId('foyer-swap-to-symbol'), 'FOY')
    await swap.getByTestId('foyer-swap-amount').fill('1')
    // 1 ETH into 100 ETH : 240,000 FOY (0.3 % fee): 2,369.18 FOY (shown cut to 3 decimals), about 1 % price impact.
    await expectText(swap.getByTestId('foyer-swap-amount-out'), /^2,369\.1\d\d FOY$/)
    await expectText(swap.getByTestId('foyer-swap-impact'), /^0\.99\d %$/)
    await expectText(swap.getByTestId('foyer-swap-route'), 'ETH → FOY')
    await expectText(swap.getByTestId('foyer-swap-fee'), /^[\d.]+ ETH ≈ \$/)
    await checkPage(demo.page, `${PREFIX}-quote`)
    await swap.getByTestId('foyer-swap-submit').click()
    // The review: no approval for ETH; the simulation says what leaves and what arrives.
    const review = swap.getByTestId('foyer-swap-review')
    await expectText(review.getByTestId('foyer-review-pay'), '1.000 ETH')
    await expectText(review.getByTestId('foyer-review-receive'), /^2,369\.1\d\d FOY$/)
    await expectText(review.getByTestId('foyer-review-network'), /\(chain 31337\)$/)
    expect(await review.getByTestId('foyer-review-approval').count()).toBe(0)
    const paid = await simulatedAmount(review, 'send', 'ETH', 18)
    const received = await simulatedAmount(review, 'receive', 'FOY', 18)
    expect(paid).toBe(parseEther('1'))
    await checkPage(demo.page, `${PREFIX}-review`)
    await review.getByTestId('foyer-review-confirm').click()
    const account = await checkView(demo.page, 'Account', `${PREFIX}-after-eth-foy`)
    // What the simulation said arrives is what arrived.
    expect((await foyOf(account0)) - before).toBe(received)
    // The data service indexes the swap: Activity lists it first as one swap, the ether paid to
    // the router and the FOY received in the same transaction.
    await expectSwapInActivity(account, [/^−1\.000 ETH$/, /^\+2,369\.1\d\d FOY$/])
    await checkPage(demo.page, `${PREFIX}-activity-eth-foy`)
    await closeModal(demo.page)
  })

  test('swaps FOY for ETH, approving the router first', async () => {
    const before = await foyOf(account0)
    const ethBefore = await devnet().getBalance({ address: account0 })
    const swap = await openSwap(demo.page, 'foy-eth')
    // The token picker by keyboard: search "fo", Enter picks FOY; ETH moves to what is received.
    await swap.getByTestId('foyer-swap-from').click()
    await swap.getByRole('combobox').fill('fo')
    await swap.getByRole('combobox').press('Enter')
    await expectText(swap.getByTestId('foyer-swap-from-symbol'), 'FOY')
    await expectText(swap.getByTestId('foyer-swap-to-symbol'), 'ETH')
    await swap.getByTestId('foyer-swap-amount').fill('100')
    await expectText(swap.getByTestId('foyer-swap-route'), 'FOY → ETH')
    await swap.getByTestId('foyer-swap-submit').click()
    // The review names the approval the swap grants first (read from its calldata), and the
    // simulation of both says what leaves, what arrives and the allowance given.
    const review = swap.getByTestId('foyer-swap-review')
    const router = demo.session.stack.swap![0]!.router
    await expectText(
      review.getByTestId('foyer-review-approval'),
      new RegExp(`^${router} may spend 100\\.000 FOY$`, 'i'),
    )
    const sold = await simulatedAmount(review, 'send', 'FOY', 18)
    const received = await simulatedAmount(review, 'receive', 'ETH', 18)
    await expectText(
      review.getByTestId('foyer-review-changes').locator('li[data-key="SIMULATION_ALLOW"]'),
      new RegExp(`^You allow ${router} to spend 100 FOY$`, 'i'),
    )
    await checkPage(demo.page, `${PREFIX}-review-approval`)
    const firstBlock = (await devnet().getBlockNumber()) + 1n
    await review.getByTestId('foyer-review-confirm').click()
    const account = await checkView(demo.page, 'Account', `${PREFIX}-after-foy-eth`)
    expect(before - (await foyOf(account0))).toBe(sold)
    // The ETH that arrived is the simulated amount, less the fees of the approval and the swap.
    const fees = await feesPaidSince(account0, firstBlock)
    expect((await devnet().getBalance({ address: account0 })) - ethBefore + fees).toBe(received)
    // Activity: the FOY paid and the ETH the router sent back (an internal call of the
    // router, unwrapping WETH, that the data service reads from the transaction's trace).
    await expectSwapInActivity(account, [/^−100\.000 FOY$/, /^\+0\.0\d\d ETH$/])
    await closeModal(demo.page)
  })

  test('a price moved beyond the slippage tolerance: clear error, inputs kept, nothing spent', async () => {
    const swap = await openSwap(demo.page, 'slippage')
    await swap.getByTestId('foyer-swap-amount').fill('1')
    await expectText(swap.getByTestId('foyer-swap-route'), 'ETH → FOY')
    // Someone else buys 30 ETH of FOY after the quote was shown: the price moves well over 1 %.
    const other = privateKeyToAccount(demo.session.stack.accounts[5]!.privateKey)
    const pools = demo.session.stack.swap![0]!
    const wallet = createWalletClient({
      account: other,
      transport: http(demo.session.stack.chains[0]!.rpcUrl),
    })
    const hash = await wallet.writeContract({
      chain: null,
      address: pools.router,
      abi: parseAbi([
        'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
      ]),
      functionName: 'swapExactETHForTokens',
      args: [0n, [pools.weth, foy()], other.address, BigInt(Math.floor(Date.now() / 1000) + 600)],
      value: parseEther('30'),
    })
    expect((await devnet().waitForTransactionReceipt({ hash })).status).toBe('success')
    const nonce = await devnet().getTransactionCount({ address: account0 })
    const foyBefore = await foyOf(account0)
    await swap.getByTestId('foyer-swap-submit').click()
    // The review's simulation already says the swap would fail at the moved price.
    const review = swap.getByTestId('foyer-swap-review')
    await expectText(review.getByTestId('foyer-review-reverted'), /INSUFFICIENT_OUTPUT_AMOUNT/)
    await review.getByTestId('foyer-review-confirm').click()
    await expectText(
      swap.getByTestId('foyer-swap-error'),
      /The price moved more than your slippage tolerance allows, so nothing was swapped/,
    )
    await checkPage(demo.page, `${PREFIX}-slippage-exceeded`)
    expect(await swap.getByTestId('foyer-swap-amount').inputValue()).toBe('1')
    expect(await swap.getByTestId('foyer-swap-slippage').inputValue()).toBe('1')
    expect(await devnet().getTransactionCount({ address: account0 })).toBe(nonce)
    expect(await foyOf(account0)).toBe(foyBefore)
    await closeModal(demo.page)
  })

  test('in a restricted time zone (Asia/Shanghai) Account has no swap entry', async () => {
    const cdp = await demo.page.context().newCDPSession(demo.page)
    await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'Asia/Shanghai' })
    await demo.page.reload()
    expect(await demo.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'Asia/Shanghai',
    )
    await expectText(demo.page.getByTestId('demo-status'), 'connected')
    await demo.page.click('#connect')
    const account = await checkView(demo.page, 'Account', `${PREFIX}-restricted`)
    await expectText(account.getByTestId('foyer-account-send'), 'Send')
    expect(await account.getByTestId('foyer-account-swap').count()).toBe(0)
    await closeModal(demo.page)
    await cdp.send('Emulation.setTimezoneOverride', { timezoneId: '' })
  })
})
