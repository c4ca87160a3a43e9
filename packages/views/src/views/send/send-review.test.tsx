import type { Network } from '@foyer/common'
import { decodedLine } from '@foyer/common/decode'
import type { SimulationAnswer } from '@foyer/common/simulation'
import type { TokenBalance } from '@foyer/core'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ClientProvider } from '../../client/client-context.js'
import { enViews } from '../../messages/en.js'
import { mergeMessages } from '../../messages/merge.js'
import { createConnectedClient } from '../../test-utils/connected-client.js'
import { createFixtureBlockchainData } from '../../test-utils/fixture-blockchain-data.js'
import { mainnet } from '../../test-utils/networks.js'
import { reviewTexts, simulationText } from '../review/review-messages.js'
import { SendResult, type SendResultProps } from './send-result.js'
import SendReview, { type ReviewedSend } from './send-review.js'

const ALICE = '0x1111111111111111111111111111111111111111'
const BOB = '0x2222222222222222222222222222222222222222'
const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 2469.13,
  price: 2000,
  quantity: { decimals: '18', numeric: '1.2345678' },
  iconUrl: '',
}
const send: ReviewedSend = {
  token: eth,
  amount: '0.5',
  receiver: BOB,
  receiverName: 'bob.foyer',
  from: ALICE,
  network: { caipNetworkId: 'eip155:1', id: 1, name: 'Ethereum' },
  nativeSymbol: 'ETH',
  fee: '0.000042 ETH',
}

/** The review of 0.5 ETH to bob.foyer, with the data client's simulation (or none). */
async function review(
  simulate?: (params: unknown) => Promise<SimulationAnswer>,
  reviewed: ReviewedSend = send,
) {
  const data = createFixtureBlockchainData({ balances: [eth] })
  const { client } = await createConnectedClient({
    blockchainData: simulate ? { ...data, simulate } : data,
  })
  const onConfirm = vi.fn()
  const onEdit = vi.fn()
  await act(async () => {
    render(
      <ClientProvider client={client}>
        <SendReview send={reviewed} tokens={[eth]} onConfirm={onConfirm} onEdit={onEdit} />
      </ClientProvider>,
    )
  })
  return { onConfirm, onEdit }
}

const lines = () =>
  [...screen.getByTestId('foyer-review-changes').querySelectorAll('li')].map(
    (item) => item.textContent,
  )

describe('Send review step', () => {
  it('a translated catalogue keeps its decode texts through the merge with English', async () => {
    const { default: de } = await import('../../i18n/catalogues/de.js')
    const line = decodedLine('SIMULATION_SEND', { amount: '1', asset: 'ETH' })
    const german = reviewTexts(mergeMessages(de, enViews))
    expect(simulationText(german, line)).toBe('Du sendest 1 ETH')
    expect(german.review.confirmSend).toBe('Senden bestätigen')
    // English leaves the review's texts to the review chunks.
    expect(enViews).not.toHaveProperty('decode')
    expect(enViews).not.toHaveProperty('review')
    expect(simulationText(reviewTexts(enViews), line)).toBe('You send 1 ETH')
  })

  it('shows what leaves, to whom, the network, the fee and the simulated changes in money', async () => {
    const asked: unknown[] = []
    const { onConfirm } = await review(async (params) => {
      asked.push(params)
      return {
        status: 'ok',
        changes: [{ asset: { kind: 'native' }, amount: '-500000000000000000' }],
        approvals: [],
      }
    })
    expect(screen.getByTestId('foyer-review-amount').textContent).toBe('0.5 ETH')
    expect(screen.getByTestId('foyer-review-receiver').textContent).toBe(`bob.foyer (${BOB})`)
    expect(screen.getByTestId('foyer-review-network').textContent).toBe('Ethereum (chain 1)')
    expect(screen.getByTestId('foyer-review-fee').textContent).toBe('0.000042 ETH')
    await screen.findByTestId('foyer-review-changes')
    expect(lines()).toEqual(['You send 0.5 ETH ($1,000.00)', 'The network fee is not included.'])
    // The data service is asked about the very call the wallet will be asked to make.
    expect(asked).toEqual([
      {
        caipNetworkId: 'eip155:1',
        from: ALICE,
        calls: [{ to: BOB, value: '0x6f05b59d3b20000', data: '0x' }],
        signal: expect.any(AbortSignal),
      },
    ])
    fireEvent.click(screen.getByTestId('foyer-review-confirm'))
    expect(onConfirm).toHaveBeenCalledOnce()
  })

  it('names the chain by its id as the chain has it, not as a grouped number', async () => {
    const network = { caipNetworkId: 'eip155:31337' as const, id: 31337, name: 'Foyer Devnet' }
    await review(undefined, { ...send, network })
    expect(screen.getByTestId('foyer-review-network').textContent).toBe(
      'Foyer Devnet (chain 31337)',
    )
  })

  it('a send that would revert is an alert, not a line', async () => {
    await review(async () => ({ status: 'reverted', reason: 'transfer amount exceeds balance' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('would fail (transfer amount exceeds balance)')
    expect(screen.queryByTestId('foyer-review-changes')).toBeNull()
  })

  it('a failed simulation says so and invents nothing', async () => {
    await review(async () => {
      throw new Error('HTTP status code: 502')
    })
    await screen.findByTestId('foyer-review-changes')
    expect(lines()).toEqual([
      'The network could not simulate this request (HTTP status code: 502), so what it changes is not shown. Check the details below.',
    ])
  })

  it('a data client without simulation: the review says the send could not be simulated', async () => {
    const { onEdit } = await review()
    expect(screen.getByTestId('foyer-review-no-simulation').textContent).toBe(
      'This send could not be simulated, so what it changes is not shown.',
    )
    expect((screen.getByTestId('foyer-review-confirm') as HTMLButtonElement).disabled).toBe(false)
    fireEvent.click(screen.getByTestId('foyer-review-edit'))
    expect(onEdit).toHaveBeenCalledOnce()
  })
})

/** A network with (or without) a block explorer, as a host app may configure it. */
const networkWith = (explorerUrl?: string): Network => ({
  ...mainnet,
  blockExplorers: explorerUrl ? { default: { name: 'Etherscan', url: explorerUrl } } : undefined,
})

/** The result step inside a connected client (its copy button toasts through the client). */
async function result(props: Omit<SendResultProps, 'onDone'>) {
  const { client } = await createConnectedClient()
  const onDone = vi.fn()
  const view = render(
    <ClientProvider client={client}>
      <SendResult {...props} onDone={onDone} />
    </ClientProvider>,
  )
  return { client, onDone, view }
}

describe('Send result step', () => {
  const hash = `0x${'cd'.repeat(32)}`

  it('pending while the wallet is asked, then sent with the explorer link', async () => {
    const { client, onDone, view } = await result({
      result: { status: 'pending' },
      summary: '0.5 ETH',
    })
    expect(screen.getByTestId('foyer-send-pending').textContent).toContain('Confirm in your wallet')
    view.rerender(
      <ClientProvider client={client}>
        <SendResult
          result={{ status: 'sent', hash }}
          summary="0.5 ETH"
          network={networkWith('https://etherscan.io/')}
          onDone={onDone}
        />
      </ClientProvider>,
    )
    const link = screen.getByTestId('foyer-send-transaction-link') as HTMLAnchorElement
    expect(link.href).toBe(`https://etherscan.io/tx/${hash}`)
    expect(link.textContent).toBe('View transaction on Etherscan')
    expect(link.rel).toBe('noopener noreferrer')
    fireEvent.click(screen.getByTestId('foyer-send-done'))
    expect(onDone).toHaveBeenCalledOnce()
  })

  it('without an explorer, the hash itself with a copy button', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const { client } = await result({
      result: { status: 'sent', hash },
      summary: '0.5 ETH',
      network: networkWith(),
    })
    expect(screen.getByTestId('foyer-send-transaction-hash').textContent).toBe(
      `Transaction ${hash}`,
    )
    await act(async () => fireEvent.click(screen.getByTestId('foyer-send-copy-hash')))
    expect(writeText).toHaveBeenCalledWith(hash)
    expect(client.stores.toast.getState().message).toBe('Transaction hash copied')
  })

  it('an explorer that is not https (a javascript: URL in the config) is no link', async () => {
    await result({
      result: { status: 'sent', hash },
      summary: '0.5 ETH',
      network: networkWith('javascript:alert(document.cookie)//'),
    })
    expect(screen.queryByTestId('foyer-send-transaction-link')).toBeNull()
    expect(screen.queryAllByRole('link')).toHaveLength(0)
    expect(screen.getByTestId('foyer-send-transaction-hash').textContent).toContain(hash)
  })
})
