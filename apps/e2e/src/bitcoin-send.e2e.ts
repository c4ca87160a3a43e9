import {
  BITCOIN_REGTEST_CAIP_NETWORK_ID,
  deriveBitcoinTestAccount,
} from '@foyer/test-wallet/bitcoin'
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { connectTestWallet, loggedEvents, modalClosed } from './harness/flows.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { checkView, dialogLocator, expectText, viewLocator } from './harness/views.js'

// A Bitcoin send through the modal's own Send view: the demo with the injected test wallet
// (BIP-84 payment key) on the stack's local chain (esplora API, a block every 5 s). The
// receiver is a regtest address, the amount has 8 decimals, the fee rate is the chain's.
const PREFIX = 'bitcoin-send'
const demo = useDemoSession({ testWallet: 'injected' })

function esplora<T>(path: string): Promise<T> {
  const url = demo.session.stack.bitcoin?.esploraUrl
  if (!url) throw new Error('The stack runs no Bitcoin chain')
  return fetch(`${url}${path}`).then((response) => response.json() as Promise<T>)
}

type AddressStats = {
  chain_stats: { funded_txo_sum: number; spent_txo_sum: number }
  mempool_stats: { tx_count: number }
}
const confirmed = (stats: AddressStats) =>
  BigInt(stats.chain_stats.funded_txo_sum - stats.chain_stats.spent_txo_sum)

/** Queues the test wallet's next answers (what a person clicks in its window). */
async function queueDecisions(page: Page, decisions: ('approve' | 'reject')[]) {
  await page.evaluate(
    (queued) =>
      (
        window as unknown as {
          ethereum: { queueDecisions(d: readonly string[]): Promise<void> }
        }
      ).ethereum.queueDecisions(queued),
    decisions,
  )
}

async function pendingDecisions(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const wallet = (
      window as unknown as {
        ethereum: { getState(): Promise<{ pendingDecisions: string[] }> }
      }
    ).ethereum
    return (await wallet.getState()).pendingDecisions
  })
}

/** Satoshis as the Account header shows BTC: grouped, 3 decimals cut off. */
function headerBtc(sats: bigint): string {
  const whole = sats / 100_000_000n
  const milli = (sats % 100_000_000n) / 100_000n
  return `${whole.toLocaleString('en-US')}.${milli.toString().padStart(3, '0')} BTC`
}

test('sends BTC from the Send view: fee rate, review, wallet approval, ledger and balances', async () => {
  const keys = deriveBitcoinTestAccount(demo.session.stack.mnemonic, 0)
  const recipient = deriveBitcoinTestAccount(demo.session.stack.mnemonic, 2).payment.address
  await connectTestWallet(demo.page, PREFIX)

  // Make the local Bitcoin network the active one, from Networks.
  await demo.page.getByTestId('foyer-network-button').click()
  const networks = await checkView(demo.page, 'Networks', PREFIX)
  await networks.getByTestId(`network-option-${BITCOIN_REGTEST_CAIP_NETWORK_ID}`).click()
  await modalClosed(demo.page)
  await expectText(demo.page.getByTestId('demo-network'), /Foyer Bitcoin \(local\)/)

  // A settled start: nothing of the payment address waits for a block.
  const stats = () => esplora<AddressStats>(`/address/${keys.payment.address}`)
  await expect.poll(async () => (await stats()).mempool_stats.tx_count, { timeout: 20_000 }).toBe(0)
  const before = confirmed(await stats())
  const recipientBefore = confirmed(await esplora<AddressStats>(`/address/${recipient}`))

  await demo.page.click('#connect')
  const account = await checkView(demo.page, 'Account', PREFIX)
  await expectText(account.getByTestId('foyer-account-balance'), headerBtc(before))
  await account.getByTestId('foyer-account-send').click()
  const send = await checkView(demo.page, 'WalletSend', PREFIX)
  await expectText(send.getByTestId('foyer-send-token-symbol'), 'BTC')
  await expectText(send.getByTestId('foyer-send-balance'), 'Balance: 1.000 BTC')
  // The chain's next-block rate (3 sat/vB) and the fee of a one-input transfer with change.
  await expectText(send.getByTestId('foyer-send-gas-price'), '3 sat/vB')
  await send.getByTestId('foyer-send-amount').fill('0.123456789')
  await expectText(send.getByTestId('foyer-send-amount-error'), 'BTC has at most 8 decimals')
  await send.getByTestId('foyer-send-receiver').fill('bc1qqypqxpq9qcrsszg2pvxq6rs0zqg3yyc5fcj4z3')
  await expectText(send.getByTestId('foyer-send-receiver-error'), 'Enter a valid address')
  await send.getByTestId('foyer-send-amount').fill('0.12345678')
  await send.getByTestId('foyer-send-receiver').fill(recipient)
  await expectText(send.getByTestId('foyer-send-fee'), '0.00000423 BTC')

  // The wallet is asked; the first time the person refuses, and what was typed stays.
  await queueDecisions(demo.page, ['reject'])
  await send.getByTestId('foyer-send-submit').click()
  await expectText(
    send.getByTestId('foyer-send-error'),
    'The last send failed: User rejected the request.',
  )
  expect(await send.getByTestId('foyer-send-amount').inputValue()).toBe('0.12345678')
  expect(await pendingDecisions(demo.page)).toEqual([])

  // Then approves.
  await queueDecisions(demo.page, ['approve'])
  await send.getByTestId('foyer-send-submit').click()
  await expectText(dialogLocator(demo.page).getByTestId('foyer-toast'), 'Transaction started')
  await viewLocator(demo.page, 'Account').waitFor()
  expect(await pendingDecisions(demo.page)).toEqual([])
  expect((await loggedEvents(demo.page)).slice(-2)).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])

  // The ledger has it: 12,345,678 sat to the recipient, change back to the payment key.
  const [tx] = await esplora<
    { txid: string; fee: number; vout: { scriptpubkey_address: string; value: number }[] }[]
  >(`/address/${recipient}/txs`)
  expect(tx?.vout).toContainEqual({
    ...tx?.vout.find((out) => out.scriptpubkey_address === recipient),
    scriptpubkey_address: recipient,
    value: 12_345_678,
  })
  const fee = BigInt(tx!.fee)
  expect(fee).toBeGreaterThan(0n)
  expect(fee).toBeLessThanOrEqual(423n)

  // With the next block (every 5 s): the recipient has it, and the modal shows the new balance.
  await expect
    .poll(async () => (await esplora<{ confirmed: boolean }>(`/tx/${tx!.txid}/status`)).confirmed, {
      timeout: 15_000,
    })
    .toBe(true)
  expect(confirmed(await esplora<AddressStats>(`/address/${recipient}`)) - recipientBefore).toBe(
    12_345_678n,
  )
  const after = before - 12_345_678n - fee
  expect(confirmed(await stats())).toBe(after)
  await expectText(
    viewLocator(demo.page, 'Account').getByTestId('foyer-account-balance'),
    headerBtc(after),
    10_000,
  )
  await dialogLocator(demo.page).getByRole('button', { name: 'Close' }).click()
  await modalClosed(demo.page)
})
