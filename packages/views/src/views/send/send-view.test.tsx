import type { FoyerEventRecord, TokenBalance } from '@foyer/core'
import { goBack, pushView } from '@foyer/core'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createConnectedClient } from '../../test-utils/connected-client.js'
import { createFixtureBlockchainData } from '../../test-utils/fixture-blockchain-data.js'
import { renderOpenModal } from '../../test-utils/render-modal.js'
import { SendingFixtureAdapter } from '../../test-utils/sending-adapter.js'

const BOB = '0x2222222222222222222222222222222222222222'
const TOKEN = '0x3333333333333333333333333333333333333333'

const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 2469.13,
  price: 2000,
  quantity: { decimals: '18', numeric: '1.2345678' },
  iconUrl: '',
}
const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: `eip155:1:${TOKEN}`,
  value: 25,
  price: 1,
  quantity: { decimals: '6', numeric: '25' },
  iconUrl: '',
}

/** The modal open on Account, then on Send (the way a person gets there). */
async function openSend(
  options: {
    balance?: bigint
    balances?: TokenBalance[]
    features?: { send?: boolean }
    sponsored?: boolean
  } = {},
) {
  const adapter = new SendingFixtureAdapter({
    ...(options.balance === undefined ? {} : { balance: options.balance }),
    ...(options.sponsored ? { sponsored: true } : {}),
  })
  const { client } = await createConnectedClient({
    adapter,
    ...(options.balances
      ? { blockchainData: createFixtureBlockchainData({ balances: options.balances }) }
      : {}),
  })
  const events: FoyerEventRecord[] = []
  client.events.subscribe((event) => events.push(event))
  await renderOpenModal(client)
  await act(async () => {
    fireEvent.click(screen.getByTestId('foyer-account-send'))
  })
  await screen.findByTestId('foyer-send-submit')
  return { client, adapter, events }
}

const sends = (adapter: SendingFixtureAdapter) =>
  adapter.calls.filter((call) => call.method === 'sendTransaction')

const sendEvents = (events: FoyerEventRecord[]) =>
  events.map((event) => event.event).filter((name) => name.startsWith('SEND_'))

/** Confirms the review step (no simulation in these fixtures: Confirm is enabled at once). */
async function confirmReview() {
  const confirm = (await screen.findByTestId('foyer-review-confirm')) as HTMLButtonElement
  await waitFor(() => expect(confirm.disabled).toBe(false))
  await act(async () => {
    fireEvent.click(confirm)
  })
}

/** Confirms the review, waits for the result step and leaves it with Done. */
async function confirmAndFinish() {
  await confirmReview()
  await screen.findByTestId('foyer-send-success')
  await act(async () => {
    fireEvent.click(screen.getByTestId('foyer-send-done'))
  })
}

/** Opens the token picker; the balances it lists, in order ("ETH 1.234 ETH"). */
function tokenOptions(): string[] {
  if (!screen.queryByRole('listbox')) fireEvent.click(screen.getByTestId('foyer-send-token'))
  return screen
    .getAllByRole('option')
    .map(
      (option) =>
        `${option.querySelector('.foyer-token-option-symbol')?.textContent} ${option.querySelector('.foyer-token-option-amounts')?.firstChild?.textContent}`,
    )
}

/** Picks `symbol` in the token picker. */
function pickToken(symbol: string) {
  if (!screen.queryByRole('listbox')) fireEvent.click(screen.getByTestId('foyer-send-token'))
  fireEvent.click(screen.getByTestId(`foyer-token-option-${symbol}`))
}

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } })
}

describe('Send view', () => {
  it('without a data service offers the native token with the adapter balance and the gas price', async () => {
    await openSend()
    expect(screen.getByRole('dialog', { name: 'Send' })).toBeTruthy()
    expect(screen.getByTestId('foyer-send-token-symbol').textContent).toBe('ETH')
    expect(tokenOptions()).toEqual(['ETH 1.234 ETH'])
    pickToken('ETH')
    expect(screen.getByTestId('foyer-send-balance').textContent).toBe('Balance: 1.234 ETH')
    await waitFor(() =>
      expect(screen.getByTestId('foyer-send-gas-price').textContent).toBe('2 gwei'),
    )
    // 21000 gas × 2 gwei; no price known, so no dollars anywhere.
    expect(screen.getByTestId('foyer-send-fee').textContent).toBe('0.000042 ETH')
    expect(screen.queryByTestId('foyer-send-fee-usd')).toBeNull()
    expect(screen.queryByTestId('foyer-send-network-usd')).toBeNull()
  })

  it('with a data service lists its tokens and shows dollars from its prices', async () => {
    await openSend({ balances: [eth, usdc] })
    await waitFor(() => expect(tokenOptions()).toEqual(['ETH 1.234 ETH', 'USDC 25.000 USDC']))
    pickToken('ETH')
    await waitFor(() =>
      expect(screen.getByTestId('foyer-send-fee-usd').textContent).toBe(' ≈ $0.08'),
    )
    // 0.000042 ETH: below 0.0001 with its dollar value beside it (issue 39).
    expect(screen.getByTestId('foyer-send-fee').textContent).toBe('< 0.0001 ETH ≈ $0.08')
    expect(screen.getByTestId('foyer-send-network-usd').textContent).toBe('$2,494.13')
    // The amount's dollar value under the numeral, from the picked token's price.
    expect(screen.getByTestId('foyer-send-amount-value').textContent).toBe('\u00a0')
    type('foyer-send-amount', '0.25')
    expect(screen.getByTestId('foyer-send-amount-value').textContent).toBe('≈ $500.00')
    // The gas price is a detail: folded away until asked for.
    const gasDetails = screen.getByTestId('foyer-send-gas-details') as HTMLDetailsElement
    expect(gasDetails.open).toBe(false)
    expect(gasDetails.contains(screen.getByTestId('foyer-send-gas-price'))).toBe(true)
  })

  it('shows inline errors for a wrong amount or address and never asks the wallet', async () => {
    const { adapter, events } = await openSend()
    await act(async () => {
      fireEvent.click(screen.getByTestId('foyer-send-submit'))
    })
    expect(screen.getByTestId('foyer-send-amount-error').textContent).toBe('Enter an amount')
    expect(screen.getByTestId('foyer-send-receiver-error').textContent).toBe('Enter the receiver')
    type('foyer-send-amount', 'abc')
    type('foyer-send-receiver', '0x1234')
    expect(screen.getByTestId('foyer-send-amount-error').textContent).toBe(
      'Enter an amount above zero, such as 0.5',
    )
    expect(screen.getByTestId('foyer-send-receiver-error').textContent).toBe(
      'Enter a valid address',
    )
    // No identicon for what is not an address; Paste puts the clipboard's address in, drawn.
    expect(document.querySelector('[data-foyer-identicon]')).toBeNull()
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { readText: async () => ` ${BOB} ` },
    })
    await act(async () => fireEvent.click(screen.getByTestId('foyer-send-paste')))
    expect((screen.getByTestId('foyer-send-receiver') as HTMLInputElement).value).toBe(BOB)
    expect(screen.queryByTestId('foyer-send-receiver-error')).toBeNull()
    expect(document.querySelector('[data-foyer-identicon]')).not.toBeNull()
    type('foyer-send-receiver', '0x1234')
    expect(screen.getByTestId('foyer-send-amount').getAttribute('aria-invalid')).toBe('true')
    type('foyer-send-amount', '5')
    expect(screen.getByTestId('foyer-send-amount-error').textContent).toBe(
      'The amount is above your balance',
    )
    type('foyer-send-amount', '0.0000000000000000001')
    expect(screen.getByTestId('foyer-send-amount-error').textContent).toBe(
      'ETH has at most 18 decimals',
    )
    await act(async () => {
      fireEvent.click(screen.getByTestId('foyer-send-submit'))
    })
    expect(sends(adapter)).toEqual([])
    expect(events.filter((event) => event.event.startsWith('SEND_'))).toEqual([])
  })

  it('sends native after the review, toasts, resets and returns to Account', async () => {
    const { client, adapter, events } = await openSend()
    await waitFor(() =>
      expect(screen.getByTestId('foyer-send-gas-price').textContent).toBe('2 gwei'),
    )
    type('foyer-send-amount', '0.5')
    type('foyer-send-receiver', BOB)
    await act(async () => {
      fireEvent.click(screen.getByTestId('foyer-send-submit'))
    })
    await confirmAndFinish()
    await screen.findByTestId('foyer-view-Account')
    expect(sends(adapter)[0]?.params).toEqual({
      request: { to: BOB, value: 500_000_000_000_000_000n },
      address: adapter.address,
      accountType: 'eoa',
    })
    expect(screen.getByTestId('foyer-toast').textContent).toBe('Transaction started')
    expect(sendEvents(events)).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
    expect(client.stores.send.getState().sendTokenAmount).toBeUndefined()
    expect(client.stores.router.getState().history).toEqual(['Account'])
  })

  it('an approval view over Send (embedded wallet) returns to the result, or to the error', async () => {
    const { client, adapter } = await openSend()
    await waitFor(() =>
      expect(screen.getByTestId('foyer-send-gas-price').textContent).toBe('2 gwei'),
    )
    type('foyer-send-amount', '0.5')
    type('foyer-send-receiver', BOB)
    await act(async () => fireEvent.click(screen.getByTestId('foyer-send-submit')))
    const release = adapter.hold('sendTransaction')
    await confirmReview()
    // The frame asks for approval: its view replaces Send until answered (watch-approvals).
    await act(async () =>
      pushView(client, 'ApproveTransaction', { approval: 'eth_sendTransaction' }),
    )
    expect(screen.queryByTestId('foyer-view-WalletSend')).toBeNull()
    await act(async () => {
      release()
      goBack(client)
    })
    expect((await screen.findByTestId('foyer-send-success')).dataset.hash).toMatch(/^0x/)

    // Done, then a second send the wallet rejects while its approval view is up.
    await act(async () => fireEvent.click(screen.getByTestId('foyer-send-done')))
    await act(async () => fireEvent.click(await screen.findByTestId('foyer-account-send')))
    type('foyer-send-amount', '0.25')
    type('foyer-send-receiver', BOB)
    await act(async () => fireEvent.click(await screen.findByTestId('foyer-send-submit')))
    const releaseAgain = adapter.hold('sendTransaction')
    adapter.failNext('sendTransaction', Object.assign(new Error('User rejected'), { code: 4001 }))
    await confirmReview()
    await act(async () =>
      pushView(client, 'ApproveTransaction', { approval: 'eth_sendTransaction' }),
    )
    await act(async () => {
      releaseAgain()
      goBack(client)
    })
    expect((await screen.findByTestId('foyer-send-error')).textContent).toBe(
      'The last send failed: User rejected the request.',
    )
  })

  it('Max fills the balance less the fee kept for gas', async () => {
    await openSend()
    await waitFor(() => expect(screen.getByTestId('foyer-send-fee').textContent).toBeTruthy())
    fireEvent.click(screen.getByTestId('foyer-send-max'))
    // 1.2345678 ETH − 2 × 0.000042 ETH.
    expect((screen.getByTestId('foyer-send-amount') as HTMLInputElement).value).toBe('1.2344838')
  })

  it('a rejection keeps what was typed and says why', async () => {
    const { adapter, events } = await openSend()
    await waitFor(() =>
      expect(screen.getByTestId('foyer-send-gas-price').textContent).toBe('2 gwei'),
    )
    type('foyer-send-amount', '0.25')
    type('foyer-send-receiver', BOB)
    adapter.failNext('sendTransaction', Object.assign(new Error('User rejected'), { code: 4001 }))
    await act(async () => {
      fireEvent.click(screen.getByTestId('foyer-send-submit'))
    })
    await confirmReview()
    expect((await screen.findByTestId('foyer-send-error')).textContent).toBe(
      'The last send failed: User rejected the request.',
    )
    expect((screen.getByTestId('foyer-send-amount') as HTMLInputElement).value).toBe('0.25')
    expect((screen.getByTestId('foyer-send-receiver') as HTMLInputElement).value).toBe(BOB)
    expect(screen.getByTestId('foyer-view-WalletSend')).toBeTruthy()
    expect(sendEvents(events)).toEqual(['SEND_INITIATED', 'SEND_ERROR'])
  })

  it('shows a node error in SPEC words', async () => {
    const { adapter } = await openSend()
    await waitFor(() =>
      expect(screen.getByTestId('foyer-send-gas-price').textContent).toBe('2 gwei'),
    )
    type('foyer-send-amount', '0.25')
    type('foyer-send-receiver', BOB)
    adapter.failNext('sendTransaction', new Error('nonce too low: next nonce 7'))
    await act(async () => {
      fireEvent.click(screen.getByTestId('foyer-send-submit'))
    })
    await confirmReview()
    expect((await screen.findByTestId('foyer-send-error')).textContent).toBe(
      'The last send failed: Nonce provided for the transaction is lower than the current nonce of the account.',
    )
  })

  it('blocks a send with zero native balance: insufficient gas', async () => {
    await openSend({ balance: 0n })
    expect((await screen.findByTestId('foyer-send-insufficient-gas')).textContent).toBe(
      'Insufficient funds for the network fee',
    )
    expect((screen.getByTestId('foyer-send-submit') as HTMLButtonElement).disabled).toBe(true)
  })

  it('with zero native balance, a sponsored send says "Network fee: sponsored" and is not blocked', async () => {
    const { adapter } = await openSend({ balance: 0n, balances: [usdc], sponsored: true })
    await waitFor(() => expect(screen.getByTestId('foyer-send-fee').textContent).toBe('sponsored'))
    expect(screen.getByTestId('foyer-send-details').textContent).toContain('Network feesponsored')
    expect(screen.queryByTestId('foyer-send-insufficient-gas')).toBeNull()
    await waitFor(() => expect(tokenOptions()).toHaveLength(2))
    pickToken('USDC')
    expect(screen.getByTestId('foyer-send-token-symbol').textContent).toBe('USDC')
    type('foyer-send-amount', '1.5')
    type('foyer-send-receiver', BOB)
    await act(async () => {
      fireEvent.click(screen.getByTestId('foyer-send-submit'))
    })
    expect((await screen.findByTestId('foyer-review-fee')).textContent).toBe('sponsored')
    await confirmAndFinish()
    expect(sends(adapter)).toHaveLength(1)
  })

  it('sends a token from the list with its contract address', async () => {
    const { adapter } = await openSend({ balances: [eth, usdc] })
    await waitFor(() => expect(tokenOptions()).toHaveLength(2))
    pickToken('USDC')
    expect(screen.getByTestId('foyer-send-token-symbol').textContent).toBe('USDC')
    expect(screen.getByTestId('foyer-send-balance').textContent).toBe('Balance: 25.000 USDC')
    type('foyer-send-amount', '1.5')
    type('foyer-send-receiver', BOB)
    await waitFor(() =>
      expect(screen.getByTestId('foyer-send-fee').textContent).toBe('0.000104 ETH ≈ $0.21'),
    )
    await act(async () => {
      fireEvent.click(screen.getByTestId('foyer-send-submit'))
    })
    await confirmAndFinish()
    await screen.findByTestId('foyer-view-Account')
    expect(sends(adapter)[0]?.params).toMatchObject({
      request: { to: BOB, value: 1_500_000n, tokenAddress: TOKEN },
    })
  })

  it('resolves a name through the data service when it offers name lookups', async () => {
    const adapter = new SendingFixtureAdapter()
    const blockchainData = {
      ...createFixtureBlockchainData({}),
      resolveName: vi.fn(async ({ name }: { name: string }) =>
        name === 'bob.foyer.id'
          ? { name, addresses: { '60': { address: BOB } }, attributes: {}, createdAt: 0 }
          : null,
      ),
    }
    const { client } = await createConnectedClient({ adapter, blockchainData })
    await renderOpenModal(client)
    await act(async () => {
      pushView(client, 'WalletSend')
    })
    await screen.findByTestId('foyer-send-receiver')
    type('foyer-send-receiver', 'bob.foyer.id')
    await waitFor(() =>
      expect(screen.getByTestId('foyer-send-resolved').textContent).toBe(
        'bob.foyer.id is 0x2222…2222',
      ),
    )
    expect(client.stores.send.getState()).toMatchObject({
      receiverAddress: BOB,
      receiverProfileName: 'bob.foyer.id',
    })
    type('foyer-send-receiver', 'nobody.foyer.id')
    expect((await screen.findByTestId('foyer-send-receiver-error')).textContent).toBe(
      'No address found for nobody.foyer.id',
    )
  })

  it('is unavailable, with nothing loaded, when the send feature is off', async () => {
    const { client } = await createConnectedClient({ features: { send: false } })
    await renderOpenModal(client)
    expect(screen.queryByTestId('foyer-account-send')).toBeNull()
    expect(screen.getByTestId('foyer-account-receive')).toBeTruthy()
    await act(async () => {
      pushView(client, 'WalletSend')
    })
    expect(screen.getByTestId('foyer-view-WalletSend').hasAttribute('data-unavailable')).toBe(true)
  })
})
