import type { CaipNetworkId, Network } from '@foyer/common'
import type { SimulationAnswer } from '@foyer/common/simulation'
import { destroyClient, type SwapDataExtras, type TokenBalance } from '@foyer/core'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createConnectedClient } from '../../test-utils/connected-client.js'
import { createFixtureBlockchainData } from '../../test-utils/fixture-blockchain-data.js'
import {
  createFixtureSwapData,
  FIXTURE_SWAP_TOKENS,
  fixtureCalldata,
} from '../../test-utils/fixture-swap-data.js'
import { renderOpenModal } from '../../test-utils/render-modal.js'
import { SendingFixtureAdapter } from '../../test-utils/sending-adapter.js'

const balances: TokenBalance[] = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    price: 2000,
    quantity: { decimals: '18', numeric: '2' },
    iconUrl: '',
  },
  {
    name: 'Foyer Token',
    symbol: 'FOY',
    chainId: 'eip155:1',
    address: FIXTURE_SWAP_TOKENS[1]!.address,
    price: 1,
    quantity: { decimals: '18', numeric: '5000' },
    iconUrl: '',
  },
]

const FOY = FIXTURE_SWAP_TOKENS[1]!.address.split(':')[2]!
const ROUTER = '0x5555555555555555555555555555555555555555'

async function openSwap(
  options: {
    restrictedTimeZones?: string[]
    swaps?: boolean
    swapChains?: CaipNetworkId[]
    simulate?: (params: unknown) => Promise<SimulationAnswer>
    approveTransaction?: SwapDataExtras['getSwapApproveTransaction']
    networks?: [Network, ...Network[]]
  } = {},
) {
  const adapter = new SendingFixtureAdapter()
  const swap = createFixtureSwapData()
  if (options.approveTransaction) swap.data.getSwapApproveTransaction = options.approveTransaction
  if (options.swapChains) {
    const chains = options.swapChains
    swap.data.getSwapChains = async () => chains
  }
  const { client } = await createConnectedClient({
    adapter,
    blockchainData: {
      ...createFixtureBlockchainData({ balances }),
      ...swap.data,
      ...(options.simulate ? { simulate: options.simulate } : {}),
    },
    ...(options.restrictedTimeZones ? { restrictedTimeZones: options.restrictedTimeZones } : {}),
    ...(options.swaps === undefined ? {} : { features: { swaps: options.swaps } }),
    ...(options.networks ? { networks: options.networks } : {}),
  })
  await renderOpenModal(client)
  return { client, adapter, swap }
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } })
const sent = (adapter: SendingFixtureAdapter) =>
  adapter.calls.filter((call) => call.method === 'sendTransaction')

describe('Swap view', () => {
  it('quotes ETH → FOY with impact, route and fee, and swaps in one transaction', async () => {
    const { client, adapter, swap } = await openSwap()
    await act(async () => fireEvent.click(await screen.findByTestId('foyer-account-swap')))
    await screen.findByTestId('foyer-swap-submit')
    expect((screen.getByTestId('foyer-swap-slippage') as HTMLInputElement).value).toBe('1')
    type('foyer-swap-amount', '0.5')
    await screen.findByTestId('foyer-swap-quote', {}, { timeout: 3000 })
    expect(screen.getByTestId('foyer-swap-amount-out').textContent).toBe('990.000 FOY')
    expect(screen.getByTestId('foyer-swap-impact').textContent).toBe('0.420 %')
    expect(screen.getByTestId('foyer-swap-route').textContent).toBe('ETH → FOY')
    expect(screen.getByTestId('foyer-swap-fee').textContent).toMatch(/^0\.00026 ETH/)
    await act(async () => fireEvent.click(screen.getByTestId('foyer-swap-submit')))
    // The review: what is paid and received, the least accepted, no approval for ETH.
    const review = await screen.findByTestId('foyer-swap-review')
    expect(screen.getByTestId('foyer-review-pay').textContent).toBe('0.500 ETH')
    expect(screen.getByTestId('foyer-review-receive').textContent).toBe('990.000 FOY')
    expect(screen.getByTestId('foyer-review-minimum').textContent).toBe('980.100 FOY')
    expect(screen.getByTestId('foyer-review-network').textContent).toBe('Ethereum (chain 1)')
    expect(screen.queryByTestId('foyer-review-approval')).toBeNull()
    expect(review.querySelector('[data-testid="foyer-review-no-simulation"]')).not.toBeNull()
    expect(sent(adapter)).toHaveLength(0)
    await act(async () => fireEvent.click(screen.getByTestId('foyer-review-confirm')))
    await waitFor(() => expect(sent(adapter)).toHaveLength(1))
    const call = swap.calls.find((entry) => entry.method === 'getSwapTransaction')
    // 1 % below the quoted 990 FOY.
    expect(call?.params.amountOutMin).toBe(((990n * 10n ** 18n * 99n) / 100n).toString())
    expect(swap.calls.some((entry) => entry.method === 'getSwapAllowance')).toBe(false)
    await screen.findByTestId('foyer-view-Account')
    // Back to Account, not on top of the finished Swap form: no Back leading to it again.
    expect(client.stores.router.getState().history).toEqual(['Account'])
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
  })

  it('picks the tokens in the token picker by keyboard; Escape closes it, not the modal', async () => {
    await openSwap()
    await act(async () => fireEvent.click(await screen.findByTestId('foyer-account-swap')))
    const from = await screen.findByTestId('foyer-swap-from')
    expect(from.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(from)
    const search = screen.getByRole('combobox', { name: 'Search tokens' })
    expect(document.activeElement).toBe(search)
    const list = screen.getByRole('listbox', { name: 'Tokens' })
    // Held tokens with their balance and value; ETH, the one chosen, is selected and active.
    expect(list.textContent).toContain('5,000.000 FOY$5,000.00')
    expect(screen.getByRole('option', { selected: true }).id).toBe(
      search.getAttribute('aria-activedescendant'),
    )
    fireEvent.keyDown(search, { key: 'ArrowDown' })
    fireEvent.keyDown(search, { key: 'Enter' })
    // FOY is paid now, so ETH moves to what is received; the focus is back on the pill.
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(screen.getByTestId('foyer-swap-from-symbol').textContent).toBe('FOY')
    expect(screen.getByTestId('foyer-swap-to-symbol').textContent).toBe('ETH')
    expect(document.activeElement).toBe(from)
    fireEvent.click(screen.getByTestId('foyer-swap-to'))
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' })
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(screen.getByTestId('foyer-view-Swap')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByTestId('foyer-swap-to'))
  })

  it('reviews the approval FOY needs first with the simulated changes, then approves and swaps', async () => {
    const asked: { calls: { data: string }[] }[] = []
    const { adapter, swap } = await openSwap({
      simulate: async (params) => {
        asked.push(params as (typeof asked)[number])
        return {
          status: 'ok',
          changes: [
            { asset: { kind: 'erc20', token: FOY }, amount: (-(10n ** 20n)).toString() },
            { asset: { kind: 'native' }, amount: '49000000000000000' },
          ],
          approvals: [
            { kind: 'erc20', token: FOY, spender: ROUTER, amount: (10n ** 20n).toString() },
          ],
        }
      },
    })
    await act(async () => fireEvent.click(await screen.findByTestId('foyer-account-swap')))
    await screen.findByTestId('foyer-swap-submit')
    await act(async () => fireEvent.click(screen.getByTestId('foyer-swap-flip')))
    type('foyer-swap-amount', '100')
    await screen.findByTestId('foyer-swap-quote', {}, { timeout: 3000 })
    await act(async () => fireEvent.click(screen.getByTestId('foyer-swap-submit')))
    await screen.findByTestId('foyer-swap-review')
    // The approval, read from its calldata: the router may spend exactly the 100 FOY sold.
    expect(screen.getByTestId('foyer-review-approval').textContent).toBe(
      `${ROUTER} may spend 100.000 FOY`,
    )
    const changes = await screen.findByTestId('foyer-review-changes')
    expect([...changes.querySelectorAll('li')].map((line) => line.textContent)).toEqual([
      'You send 100 FOY ($100.00)',
      'You receive 0.049 ETH ($98.00)',
      `You allow ${ROUTER} to spend 100 FOY`,
      'The network fee is not included.',
    ])
    // The approval and the swap are simulated together, as the wallet will be asked.
    const [approve, swapCall] = asked[0]!.calls.map((call) => call.data)
    expect(approve).toBe(fixtureCalldata.approve(ROUTER, 10n ** 20n))
    expect(swapCall?.startsWith('0x18cbafe5')).toBe(true)
    expect(sent(adapter)).toHaveLength(0)
    await act(async () => fireEvent.click(screen.getByTestId('foyer-review-confirm')))
    await waitFor(() => expect(sent(adapter)).toHaveLength(2))
    expect(swap.calls.map((entry) => entry.method)).toContain('getSwapApproveTransaction')
    expect(
      sent(adapter).map((entry) => (entry.params as { request: { data: string } }).request.data),
    ).toEqual([approve, swapCall])
  })

  it('refuses, before the wallet is asked, an approval the data service made out to someone else', async () => {
    const attacker = '0x9999999999999999999999999999999999999999'
    const { adapter } = await openSwap({
      approveTransaction: async () => ({
        to: FOY,
        data: fixtureCalldata.approve(attacker, 2n ** 256n - 1n),
        value: '0',
      }),
    })
    await act(async () => fireEvent.click(await screen.findByTestId('foyer-account-swap')))
    await screen.findByTestId('foyer-swap-submit')
    // The flip is an icon between the two sides, named for screen readers (issue 39).
    const flip = screen.getByRole('button', { name: 'Swap the two tokens' })
    expect(flip.textContent).toBe('')
    expect(flip.querySelector('svg')).not.toBeNull()
    await act(async () => fireEvent.click(flip))
    expect(screen.getByTestId('foyer-swap-from').textContent).toContain('FOY')
    type('foyer-swap-amount', '100')
    await screen.findByTestId('foyer-swap-quote', {}, { timeout: 3000 })
    await act(async () => fireEvent.click(screen.getByTestId('foyer-swap-submit')))
    const mismatch = await screen.findByTestId('foyer-review-mismatch')
    expect(mismatch.textContent).toBe(
      'The transactions the data service prepared do not match this swap, so they are not sent.',
    )
    expect(mismatch.dataset.problem).toBe('the approval is for another spender')
    expect((screen.getByTestId('foyer-review-confirm') as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByTestId('foyer-review-confirm'))
    expect(sent(adapter)).toHaveLength(0)
    // Edit goes back to the form with everything kept.
    await act(async () => fireEvent.click(screen.getByTestId('foyer-review-edit')))
    expect((screen.getByTestId('foyer-swap-amount') as HTMLInputElement).value).toBe('100')
  })

  it('says the slippage was exceeded and keeps every input', async () => {
    const { adapter } = await openSwap()
    await act(async () => fireEvent.click(await screen.findByTestId('foyer-account-swap')))
    await screen.findByTestId('foyer-swap-submit')
    type('foyer-swap-amount', '0.5')
    type('foyer-swap-slippage', '0.5')
    await screen.findByTestId('foyer-swap-quote', {}, { timeout: 3000 })
    adapter.failNext(
      'sendTransaction',
      new Error('execution reverted: UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT'),
    )
    await act(async () => fireEvent.click(screen.getByTestId('foyer-swap-submit')))
    await act(async () => fireEvent.click(await screen.findByTestId('foyer-review-confirm')))
    const error = await screen.findByTestId('foyer-swap-error')
    expect(error.textContent).toMatch(/price moved more than your slippage tolerance/)
    expect((screen.getByTestId('foyer-swap-amount') as HTMLInputElement).value).toBe('0.5')
    expect((screen.getByTestId('foyer-swap-slippage') as HTMLInputElement).value).toBe('0.5')
    expect(screen.getByTestId('foyer-view-Swap')).toBeTruthy()
  })

  it('refuses an amount above the balance without asking for a quote', async () => {
    const { swap } = await openSwap()
    await act(async () => fireEvent.click(await screen.findByTestId('foyer-account-swap')))
    await screen.findByTestId('foyer-swap-submit')
    type('foyer-swap-amount', '3')
    expect(screen.getByTestId('foyer-swap-amount-error').textContent).toBe(
      'The amount is above your balance',
    )
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(swap.calls.some((entry) => entry.method === 'getSwapQuote')).toBe(false)
    expect((screen.getByTestId('foyer-swap-submit') as HTMLButtonElement).disabled).toBe(true)
  })

  it('has no entry in a restricted time zone, nor with the feature off', async () => {
    const here = Intl.DateTimeFormat().resolvedOptions().timeZone
    await openSwap({ restrictedTimeZones: [here] })
    await screen.findByTestId('foyer-view-Account')
    expect(screen.queryByTestId('foyer-account-swap')).toBeNull()
  })

  it('has no entry on a network the data service does not swap on', async () => {
    await openSwap({ swapChains: ['eip155:10'] })
    await screen.findByTestId('foyer-account-send')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByTestId('foyer-account-swap')).toBeNull()
  })

  it('shows on the 12 swap mainnets and on test networks the service quotes, not on other mainnets', async () => {
    const evm = (id: number, testnet: boolean): Network => ({
      id,
      name: `Chain ${id}`,
      caipNetworkId: `eip155:${id}`,
      chainNamespace: 'eip155',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [`http://127.0.0.1:8545/${id}`] } },
      testnet,
    })
    const cases: [Network, boolean][] = [
      [evm(8453, false), true], // Base: one of SPEC §5's 12
      [evm(31338, true), true], // a devnet, as today
      [evm(7777777, false), false], // a mainnet Swap does not support, though quoted
    ]
    for (const [network, shown] of cases) {
      const { client } = await openSwap({
        networks: [network],
        swapChains: [network.caipNetworkId],
      })
      await screen.findByTestId('foyer-account-send')
      if (shown) await screen.findByTestId('foyer-account-swap')
      else {
        await new Promise((resolve) => setTimeout(resolve, 50))
        expect(screen.queryByTestId('foyer-account-swap')).toBeNull()
      }
      cleanup()
      destroyClient(client)
    }
  })
})
