import { devstackContractAddresses } from '@foyer/devstack'
import {
  queueTestWalletExtensionDecisions,
  readTestWalletExtensionState,
} from '@foyer/test-wallet/extension'
import jsQRModule from 'jsqr'
import type { Page } from 'playwright-core'
import { type Address, createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { beforeAll, describe, expect, test } from 'vitest'
import { connectTestWallet, loggedEvents, modalClosed } from './harness/flows.js'
import { sentTransactionHash, simulatedSendAmount } from './harness/send-review.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { checkPage, checkView, dialogLocator, expectText, viewLocator } from './harness/views.js'

// Send and Receive in the modal, in the demo's production build with the real test wallet
// extension, against this file's own devnets: Receive's QR code decoded back to the address,
// a native send from Account to the chain and back into the balance, an ERC-20 send from the
// data service's token list that Activity then lists, inline errors that never
// reach the wallet, a rejection that keeps what was typed, and insufficient gas blocked.
const PREFIX = 'send-receive'
const demo = useDemoSession()
let account0: Address
let account1: Address

beforeAll(() => {
  account0 = demo.session.stack.accounts[0]!.address
  account1 = demo.session.stack.accounts[1]!.address
})

/** jsQR's bundle is CommonJS: the decoder is the module itself (typed as its `default`). */
type DecodeQr = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null
const jsQR: DecodeQr =
  (jsQRModule as unknown as { default?: DecodeQr }).default ?? (jsQRModule as unknown as DecodeQr)

const devnet = () => createPublicClient({ transport: http(demo.session.stack.chains[0]!.rpcUrl) })

/** The modal on Account (opened from the connect button), then on `view` by its entry point. */
async function openFromAccount(page: Page, entry: 'send' | 'receive') {
  await page.click('#connect')
  const account = await checkView(page, 'Account', PREFIX)
  await account.getByTestId(`foyer-account-${entry}`).click()
}

/**
 * Decodes the QR code in `locator` the way a phone would read the screen: a screenshot of
 * the code, its pixels read on a blank page's canvas, decoded by jsQR.
 */
async function decodeQr(page: Page, selector: string): Promise<string | undefined> {
  const png = await page.locator(selector).screenshot()
  const blank = await demo.session.browser.context.newPage()
  try {
    const image = await blank.evaluate(async (base64) => {
      const element = new Image()
      element.src = `data:image/png;base64,${base64}`
      await element.decode()
      const canvas = document.createElement('canvas')
      canvas.width = element.naturalWidth
      canvas.height = element.naturalHeight
      const context = canvas.getContext('2d')
      if (!context) throw new Error('no 2d canvas')
      context.drawImage(element, 0, 0)
      const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height)
      return { data: Array.from(data), width, height }
    }, png.toString('base64'))
    return jsQR(Uint8ClampedArray.from(image.data), image.width, image.height)?.data
  } finally {
    await blank.close()
  }
}

/** Sets a devnet account's balance through anvil's RPC (anvil_setBalance). */
async function setBalance(address: Address, wei: bigint) {
  const response = await fetch(demo.session.stack.chains[0]!.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [address, `0x${wei.toString(16)}`],
    }),
  })
  expect(((await response.json()) as { error?: unknown }).error).toBeUndefined()
}

describe('Send and Receive in the modal', () => {
  test('connects the test wallet; Account offers Send and Receive', async () => {
    await connectTestWallet(demo.page, PREFIX)
    await demo.page.click('#connect')
    const account = await checkView(demo.page, 'Account', PREFIX)
    await expectText(account.getByTestId('foyer-account-send'), 'Send')
    await expectText(account.getByTestId('foyer-account-receive'), 'Receive')
    await dialogLocator(demo.page).getByRole('button', { name: 'Close' }).click()
    await modalClosed(demo.page)
  })

  test('Receive shows the address, the networks, and a QR code that decodes to the address', async () => {
    await openFromAccount(demo.page, 'receive')
    const receive = await checkView(demo.page, 'WalletReceive', PREFIX)
    await expectText(receive.getByTestId('foyer-receive-address'), account0)
    await expectText(receive.getByTestId('foyer-receive-networks'), /Foyer Devnet.*Foyer Devnet 2/)
    expect(await decodeQr(demo.page, '[data-testid="foyer-receive-qr"] svg')).toBe(account0)
  })

  test('sends native ETH from the modal; the chain and the balance show it', async () => {
    const before = await devnet().getBalance({ address: account1 })
    await openFromAccount(demo.page, 'send')
    const send = await checkView(demo.page, 'WalletSend', PREFIX)
    await expectText(send.getByTestId('foyer-send-token-symbol'), 'ETH')
    await expectText(send.getByTestId('foyer-send-balance'), 'Balance: 1,234.567 ETH')
    await expectText(send.getByTestId('foyer-send-gas-price'), /^[\d.]+ gwei$/)
    // The stack's data service prices devnet ETH, so the fee has a dollar estimate too.
    await expectText(send.getByTestId('foyer-send-fee-usd'), /≈ \$\d/)
    await send.getByTestId('foyer-send-amount').fill('1.5')
    await send.getByTestId('foyer-send-receiver').fill(account1)
    await checkPage(demo.page, `${PREFIX}-WalletSend-filled`)
    await send.getByTestId('foyer-send-submit').click()

    // The review: what leaves, to whom, on which chain, and what the data service's
    // simulation says the send changes (priced: the stack's data service prices devnet ETH).
    const review = send.getByTestId('foyer-send-review')
    await expectText(review.getByTestId('foyer-review-amount'), '1.5 ETH')
    await expectText(review.getByTestId('foyer-review-receiver'), account1)
    await expectText(review.getByTestId('foyer-review-network'), /\(chain 31337\)$/)
    const simulated = review.getByTestId('foyer-review-changes').locator('li')
    await expectText(simulated.first(), /^You send 1\.5 ETH \(\$[\d,.]+\)$/)
    const simulatedWei = await simulatedSendAmount(send, 'ETH', 18)
    expect(await simulated.allTextContents()).toHaveLength(2) // and the fee note
    await checkPage(demo.page, `${PREFIX}-WalletSend-review`)
    const senderBefore = await devnet().getBalance({ address: account0 })
    await review.getByTestId('foyer-review-confirm').click()

    // The toast first: it hides after a few seconds, and checking a view takes a while.
    await expectText(dialogLocator(demo.page).getByTestId('foyer-toast'), 'Transaction started')
    await expectText(send.getByTestId('foyer-send-success-summary'), '1.5 ETH')
    // The devnet has no block explorer: the result shows the hash, with a copy button.
    const hash = await sentTransactionHash(send)
    await expectText(send.getByTestId('foyer-send-transaction-hash'), `Transaction ${hash}`)
    await checkPage(demo.page, `${PREFIX}-WalletSend-sent`)
    // What the review's simulation said leaves is what left, apart from the fee it said is
    // not included.
    const receipt = await devnet().waitForTransactionReceipt({ hash })
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    expect(senderBefore - (await devnet().getBalance({ address: account0 }))).toBe(
      simulatedWei + fee,
    )
    await send.getByTestId('foyer-send-done').click()
    const account = await checkView(demo.page, 'Account', `${PREFIX}-after-send`)
    expect((await devnet().getBalance({ address: account1 })) - before).toBe(parseEther('1.5'))
    // 1234.5678 − 1.5 − the fee: the header shows the new balance (3 decimals, cut off).
    await expectText(account.getByTestId('foyer-account-balance'), /^1,233\.06\d ETH$/)
    const events = await loggedEvents(demo.page)
    expect(events.slice(-2)).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
    await dialogLocator(demo.page).getByRole('button', { name: 'Close' }).click()
    await modalClosed(demo.page)
  })

  test('sends an ERC-20 token picked from the balances; the chain and Activity show it', async () => {
    const token = devstackContractAddresses().tokens.FOY
    const balanceOf = (owner: Address) =>
      devnet().readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      })
    const before = await balanceOf(account1)
    await openFromAccount(demo.page, 'send')
    const send = await checkView(demo.page, 'WalletSend', `${PREFIX}-token`)
    // The token list comes from the data service's balances: FOY is offered beside ETH.
    await send.getByTestId('foyer-send-token').click()
    const foy = send.getByTestId('foyer-token-option-FOY')
    await expectText(foy, /FOY/)
    await foy.click()
    await expectText(send.getByTestId('foyer-send-token-symbol'), 'FOY')
    await send.getByTestId('foyer-send-amount').fill('3.5')
    await send.getByTestId('foyer-send-receiver').fill(account1)
    await send.getByTestId('foyer-send-submit').click()
    // The review's simulated line is the token transfer the chain then makes.
    const review = send.getByTestId('foyer-send-review')
    const simulatedUnits = await simulatedSendAmount(review, 'FOY', 18)
    expect(simulatedUnits).toBe(parseUnits('3.5', 18))
    const senderBefore = await balanceOf(account0)
    await review.getByTestId('foyer-review-confirm').click()

    await expectText(dialogLocator(demo.page).getByTestId('foyer-toast'), 'Transaction started')
    await devnet().waitForTransactionReceipt({ hash: await sentTransactionHash(send) })
    await send.getByTestId('foyer-send-done').click()
    const account = await checkView(demo.page, 'Account', `${PREFIX}-after-token-send`)
    expect((await balanceOf(account1)) - before).toBe(parseUnits('3.5', 18))
    expect(senderBefore - (await balanceOf(account0))).toBe(simulatedUnits)
    expect((await loggedEvents(demo.page)).slice(-2)).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
    // The data service indexes the transfer: Activity lists it as sent.
    await account.getByRole('tab', { name: 'Activity' }).click()
    await expectText(account.getByTestId('foyer-activity'), /−3\.500 FOY/)
    await dialogLocator(demo.page).getByRole('button', { name: 'Close' }).click()
    await modalClosed(demo.page)
  })

  test('a wrong amount or address shows an inline error and never reaches the wallet; a rejection keeps what was typed', async () => {
    const nonce = await devnet().getTransactionCount({ address: account0 })
    await openFromAccount(demo.page, 'send')
    const send = await checkView(demo.page, 'WalletSend', `${PREFIX}-invalid`)
    await expectText(send.getByTestId('foyer-send-gas-price'), /gwei$/)
    // A decision queued now would be used by the next wallet prompt: it must stay unused.
    await queueTestWalletExtensionDecisions(demo.session.browser.context, ['reject'])
    await send.getByTestId('foyer-send-amount').fill('0,5')
    await send.getByTestId('foyer-send-receiver').fill('0x1234')
    await send.getByTestId('foyer-send-submit').click()
    await expectText(
      send.getByTestId('foyer-send-amount-error'),
      'Enter an amount above zero, such as 0.5',
    )
    await expectText(send.getByTestId('foyer-send-receiver-error'), 'Enter a valid address')
    await send.getByTestId('foyer-send-amount').fill('99999')
    await expectText(
      send.getByTestId('foyer-send-amount-error'),
      'The amount is above your balance',
    )
    await send.getByTestId('foyer-send-submit').click()
    await checkPage(demo.page, `${PREFIX}-WalletSend-inline-errors`)
    expect(
      (await readTestWalletExtensionState(demo.session.browser.context)).pendingDecisions,
    ).toEqual(['reject'])
    expect(await loggedEvents(demo.page)).not.toContain('SEND_ERROR')

    // Now valid: the wallet is asked and says no (the queued decision).
    await send.getByTestId('foyer-send-amount').fill('0.75')
    await send.getByTestId('foyer-send-receiver').fill(account1)
    await send.getByTestId('foyer-send-submit').click()
    await send.getByTestId('foyer-review-confirm').click()
    await expectText(
      send.getByTestId('foyer-send-error'),
      'The last send failed: User rejected the request.',
    )
    await expectText(
      dialogLocator(demo.page).getByTestId('foyer-toast'),
      'User rejected the request.',
    )
    await checkPage(demo.page, `${PREFIX}-WalletSend-rejected`)
    expect(await send.getByTestId('foyer-send-amount').inputValue()).toBe('0.75')
    expect(await send.getByTestId('foyer-send-receiver').inputValue()).toBe(account1)
    expect(
      (await readTestWalletExtensionState(demo.session.browser.context)).pendingDecisions,
    ).toEqual([])
    expect((await loggedEvents(demo.page)).slice(-2)).toEqual(['SEND_INITIATED', 'SEND_ERROR'])
    expect(await devnet().getTransactionCount({ address: account0 })).toBe(nonce)
    await dialogLocator(demo.page).getByRole('button', { name: 'Close' }).click()
    await modalClosed(demo.page)
  })

  test('with no native balance, insufficient gas blocks the send with its message', async () => {
    const balance = await devnet().getBalance({ address: account0 })
    await setBalance(account0, 0n)
    try {
      // The send view reads the balance afresh (not from the 30 s cache).
      await openFromAccount(demo.page, 'send')
      const send = await checkView(demo.page, 'WalletSend', `${PREFIX}-no-gas`)
      await expectText(
        send.getByTestId('foyer-send-insufficient-gas'),
        'Insufficient funds for the network fee',
      )
      expect(await send.getByTestId('foyer-send-submit').isDisabled()).toBe(true)
      await send.getByTestId('foyer-send-amount').fill('0.1')
      await send.getByTestId('foyer-send-receiver').fill(account1)
      await checkPage(demo.page, `${PREFIX}-WalletSend-insufficient-gas`)
      expect(await send.getByTestId('foyer-send-submit').isDisabled()).toBe(true)
      expect(await viewLocator(demo.page, 'WalletSend').count()).toBe(1)
    } finally {
      await setBalance(account0, balance)
    }
  })
})
