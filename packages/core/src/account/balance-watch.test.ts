import type { CaipNetworkId } from '@foyer/common'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Capability, TransactionOutcome } from '../adapter/types.js'
import { destroyClient } from '../client/destroy-client.js'
import { connect } from '../connection/connect.js'
import { startClient } from '../connection/start-client.js'
import { TestAdapter } from '../test-utils/test-adapter.js'
import { createTestClient } from '../test-utils/test-client.js'
import { BLOCK_REFRESH_MIN_INTERVAL_MS } from './balance-watch.js'
import { fetchBalance } from './fetch-balance.js'
import { fetchTokenBalances } from './fetch-token-balances.js'
import { sendTransaction } from './send-transaction.js'

const ALICE = '0x1111111111111111111111111111111111111111'
const BOB = '0x2222222222222222222222222222222222222222'
const ETHER = 1_000_000_000_000_000_000n

/** The test adapter with a node behind it: blocks to watch, transactions that get mined. */
class NodeAdapter extends TestAdapter {
  readonly watchers = new Set<(blockNumber: bigint) => void>()
  readonly watched: CaipNetworkId[] = []
  private mine: ((outcome: TransactionOutcome) => void) | undefined
  block = 100n

  constructor() {
    super({
      balances: { [ALICE]: 2n * ETHER },
      capabilities: [
        'reconnect',
        'switchNetwork',
        'sendTransaction',
        'getBalance',
        'watchBlocks',
        'waitForTransaction',
      ] satisfies Capability[],
    })
  }

  watchBlocks(params: { caipNetworkId: CaipNetworkId; onBlock: (blockNumber: bigint) => void }) {
    this.watched.push(params.caipNetworkId)
    this.watchers.add(params.onBlock)
    return () => this.watchers.delete(params.onBlock)
  }

  waitForTransaction(): Promise<TransactionOutcome> {
    return new Promise((resolve) => {
      this.mine = resolve
    })
  }

  /** A new block; mines the transaction waited for, if any. */
  newBlock(balanceChange = 0n) {
    this.block += 1n
    this.balances[ALICE] = (this.balances[ALICE] ?? 0n) + balanceChange
    this.mine?.({ blockNumber: this.block, status: 'success' })
    this.mine = undefined
    for (const watcher of this.watchers) watcher(this.block)
  }
}

async function connected() {
  const adapter = new NodeAdapter()
  const client = createTestClient({ adapters: [adapter] })
  await startClient(client)
  await connect(client, { namespace: 'eip155', connectorId: 'injected' })
  await fetchBalance(client)
  return { adapter, client }
}

const shownBalance = (client: Awaited<ReturnType<typeof connected>>['client']) =>
  client.stores.account.getState().byNamespace.eip155?.balance

describe('balances follow the chain', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('watches blocks only while the modal is open, and reads the balance after each', async () => {
    const { adapter, client } = await connected()
    expect(shownBalance(client)).toBe('2')
    // Closed: nothing is watched; the 30 s cache rules reads (SPEC §9).
    expect(adapter.watchers.size).toBe(0)
    adapter.newBlock(-ETHER)
    expect(adapter.count('getBalance')).toBe(1)

    client.stores.modal.setState({ open: true })
    expect(adapter.watchers.size).toBe(1)
    expect(adapter.watched).toEqual(['eip155:1'])
    adapter.newBlock()
    await vi.waitFor(() => expect(shownBalance(client)).toBe('1'))
    expect(adapter.count('getBalance')).toBe(2)

    // Fast blocks: at most one read per interval.
    adapter.newBlock()
    await Promise.resolve()
    expect(adapter.count('getBalance')).toBe(2)
    vi.advanceTimersByTime(BLOCK_REFRESH_MIN_INTERVAL_MS)
    adapter.newBlock(ETHER)
    await vi.waitFor(() => expect(shownBalance(client)).toBe('2'))
    expect(adapter.count('getBalance')).toBe(3)

    client.stores.modal.setState({ open: false })
    expect(adapter.watchers.size).toBe(0)
  })

  it("reads the balance again once the user's own transaction is mined", async () => {
    const { adapter, client } = await connected()
    const hash = await sendTransaction(client, { request: { to: BOB, value: ETHER / 2n } })
    expect(hash).toMatch(/^0x/)
    // At once (a node that mines on send has the new balance already)…
    await vi.waitFor(() => expect(shownBalance(client)).toBe('1.5'))
    // …and when mined (the modal is closed: no block watch, only the transaction's).
    adapter.balances[ALICE] = ETHER
    adapter.newBlock()
    await vi.waitFor(() => expect(shownBalance(client)).toBe('1'))
  })

  it("reads the token balances again once the user's own transaction is mined, cache or not", async () => {
    const adapter = new NodeAdapter()
    let fusd = '100'
    const getBalances = vi.fn(async () => ({
      balances: [
        {
          name: 'Foyer USD',
          symbol: 'FUSD',
          chainId: 'eip155:1' as const,
          address: `eip155:1:0x${'f'.repeat(40)}`,
          price: 1,
          value: Number(fusd),
          quantity: { decimals: '6', numeric: fusd },
          iconUrl: '',
        },
      ],
    }))
    const client = createTestClient({
      adapters: [adapter],
      blockchainData: {
        getBalances,
        getTransactions: async () => ({ data: [], next: null }),
        getIdentity: async () => ({ name: null, avatar: null }),
      },
    })
    await startClient(client)
    await connect(client, { namespace: 'eip155', connectorId: 'injected' })
    await fetchTokenBalances(client)
    const shownFusd = () =>
      client.stores.account.getState().byNamespace.eip155?.tokenBalance[0]?.quantity.numeric
    expect(shownFusd()).toBe('100')
    // A swap: the portfolio is cached for 30 s (SPEC §9), yet the mined swap reads it again.
    await sendTransaction(client, { request: { to: BOB, value: 0n } })
    // The first read (at once) is done and the transaction is being waited for.
    await vi.waitFor(() => expect(adapter.count('getBalance')).toBe(2))
    await new Promise((resolve) => setImmediate(resolve))
    fusd = '398.8'
    adapter.newBlock()
    await vi.waitFor(() => expect(shownFusd()).toBe('398.8'))
    expect(getBalances).toHaveBeenCalledTimes(2)
  })

  it('destroying the client stops the watch', async () => {
    const { adapter, client } = await connected()
    client.stores.modal.setState({ open: true })
    expect(adapter.watchers.size).toBe(1)
    destroyClient(client)
    expect(adapter.watchers.size).toBe(0)
  })
})
