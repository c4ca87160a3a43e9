import type { CaipNetworkId, Network } from '@foyer/common'
import { destroyClient, type TokenBalance } from '@foyer/core'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createConnectedClient } from '../../test-utils/connected-client.js'
import { createFixtureBlockchainData } from '../../test-utils/fixture-blockchain-data.js'
import { createFixtureSwapData, FIXTURE_SWAP_TOKENS } from '../../test-utils/fixture-swap-data.js'
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

async function openSwap(
  options: {
    restrictedTimeZones?: string[]
    swaps?: boolean
    swapChains?: CaipNetworkId[]
    networks?: [Network, ...Network[]]
  } = {},
) {
  const adapter = new SendingFixtureAdapter()
  const swap = createFixtureSwapData()
  if (options.swapChains) {
    const chains = options.swapChains
    swap.data.getSwapChains = async () => chains
  }
  const { client } = await createConnectedClient({
    adapter,
    blockchainData: { ...createFixtureBlockchainData({ balances }), ...swap.data },
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

  it('approves FOY first when the allowance is short, then swaps', async () => {
    const { adapter, swap } = await openSwap()
    await act(async () => fireEvent.click(await screen.findByTestId('foyer-account-swap')))
    await screen.findByTestId('foyer-swap-submit')
    await act(async () => fireEvent.click(screen.getByTestId('foyer-swap-flip')))
    type('foyer-swap-amount', '100')
    await screen.findByTestId('foyer-swap-quote', {}, { timeout: 3000 })
    await act(async () => fireEvent.click(screen.getByTestId('foyer-swap-submit')))
    await waitFor(() => expect(sent(adapter)).toHaveLength(2))
    expect(swap.calls.map((entry) => entry.method)).toContain('getSwapApproveTransaction')
    const [approve, swapCall] = sent(adapter).map(
      (entry) => (entry.params as { request: { data: string } }).request.data,
    )
    expect([approve, swapCall]).toEqual(['0x095ea7b3', '0x7ff36ab5'])
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
