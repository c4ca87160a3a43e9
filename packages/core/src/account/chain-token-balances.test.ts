import { isFoyerError } from '@foyer/common'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BlockchainDataClient, TokenBalance } from '../blockchain-data/types.js'
import { connect } from '../connection/connect.js'
import { startClient } from '../connection/start-client.js'
import { loadSendTokens } from '../send/send-tokens.js'
import { TestAdapter } from '../test-utils/test-adapter.js'
import { createTestClient } from '../test-utils/test-client.js'
import { fetchTokenBalances } from './fetch-token-balances.js'

const ALICE = '0x1111111111111111111111111111111111111111'
const TOKEN = '0x2222222222222222222222222222222222222222'

/** A test adapter whose chain can list an owner's tokens (as the Solana adapter's RPC does). */
class ListingAdapter extends TestAdapter {
  listed: TokenBalance[] = [
    {
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:1',
      price: 0,
      quantity: { decimals: '18', numeric: '1.5' },
      iconUrl: '',
    },
    {
      name: 'Foyer Dollar',
      symbol: 'FSD',
      chainId: 'eip155:1',
      address: `eip155:1:${TOKEN}`,
      price: 0,
      quantity: { decimals: '6', numeric: '1000' },
      iconUrl: '',
    },
    {
      name: 'Points',
      symbol: 'PTS',
      chainId: 'eip155:1',
      address: 'eip155:1:0x3333333333333333333333333333333333333333',
      price: 0,
      quantity: { decimals: '0', numeric: '7' },
      iconUrl: '',
    },
  ]
  constructor() {
    super({
      accounts: [ALICE],
      balances: { [ALICE]: 1_500_000_000_000_000_000n },
      capabilities: ['sendTransaction', 'getBalance', 'getTokenBalances'],
    })
  }
  getTokenBalances = vi.fn(async (_params: { address: string; caipNetworkId: string }) => [
    ...this.listed,
  ])
}

async function connected(blockchainData?: BlockchainDataClient) {
  const adapter = new ListingAdapter()
  const client = createTestClient({
    adapters: [adapter],
    ...(blockchainData ? { blockchainData } : {}),
  })
  await startClient(client)
  await connect(client, { namespace: 'eip155', connectorId: 'injected' })
  return { client, adapter }
}

function failingService() {
  return {
    getBalances: vi.fn(async () => {
      throw new Error('Unsupported chain')
    }),
    getTransactions: vi.fn(async () => ({ data: [], next: null })),
  } as unknown as BlockchainDataClient & { getBalances: ReturnType<typeof vi.fn> }
}

afterEach(() => vi.restoreAllMocks())

describe("the chain's own token list (adapter capability getTokenBalances)", () => {
  it('is what fetchTokenBalances answers without a data service, read afresh, 0-decimals tokens dropped', async () => {
    const { client, adapter } = await connected()
    const balances = await fetchTokenBalances(client)
    expect(balances?.map((b) => b.symbol)).toEqual(['ETH', 'FSD'])
    expect(adapter.getTokenBalances).toHaveBeenCalledWith({
      address: ALICE,
      caipNetworkId: 'eip155:1',
    })
    adapter.listed[1] = { ...adapter.listed[1]!, quantity: { decimals: '6', numeric: '998.5' } }
    const again = await fetchTokenBalances(client)
    expect(again?.[1]?.quantity.numeric).toBe('998.5')
    expect(client.stores.account.getState().byNamespace.eip155?.tokenBalance).toEqual(again)
  })

  it('is used when the data service cannot answer for the network; the service is not asked again for 30 s', async () => {
    const service = failingService()
    const { client, adapter } = await connected(service)
    expect((await fetchTokenBalances(client))?.map((b) => b.symbol)).toEqual(['ETH', 'FSD'])
    expect((await fetchTokenBalances(client))?.map((b) => b.symbol)).toEqual(['ETH', 'FSD'])
    expect(service.getBalances).toHaveBeenCalledTimes(1)
    expect(adapter.getTokenBalances).toHaveBeenCalledTimes(2)
  })

  it("a chain read that fails is 'Token Balance Unavailable'", async () => {
    const { client, adapter } = await connected()
    adapter.getTokenBalances.mockRejectedValueOnce(new Error('RPC down'))
    const error = await fetchTokenBalances(client).catch((e: unknown) => e)
    expect(isFoyerError(error) && error.code).toBe('TOKEN_BALANCE_UNAVAILABLE')
  })

  it('offers the native currency and the listed tokens in the send form, in their own decimals', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { client } = await connected(failingService())
    const tokens = await loadSendTokens(client)
    expect(tokens).toEqual([
      { name: 'Ether', symbol: 'ETH', quantity: { decimals: '18', numeric: '1.5' } },
      {
        name: 'Foyer Dollar',
        symbol: 'FSD',
        address: `eip155:1:${TOKEN}`,
        quantity: { decimals: '6', numeric: '1000' },
      },
    ])
    expect(client.stores.send.getState().token?.symbol).toBe('ETH')
  })
})
