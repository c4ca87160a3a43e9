import { isFoyerError } from '@foyer/common'
import { afterEach, describe, expect, it } from 'vitest'
import { createBlockchainApiClient } from './client.js'
import { type FakeRoutes, startFakeDataServer } from './test-utils/fake-data-server.js'

const CHAIN = 'eip155:31337'
const ROUTER = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const FOY = `${CHAIN}:0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0`
const quote = {
  chainId: CHAIN,
  from: `${CHAIN}:native`,
  to: FOY,
  amountIn: '1000000000000000000',
  amountOut: '2369180272681367763',
  route: [
    { address: `${CHAIN}:0x1`, symbol: 'ETH' },
    { address: FOY, symbol: 'FOY' },
  ],
  priceImpact: 0.99,
  spender: ROUTER,
  networkFee: {
    gasLimit: '130000',
    gasPrice: '1000000000',
    amount: '130000000000000',
    value: 0.39,
  },
}

let stop: (() => Promise<void>) | undefined
afterEach(async () => {
  await stop?.()
  stop = undefined
})

async function setup(routes: FakeRoutes) {
  const server = await startFakeDataServer(routes)
  stop = server.close
  const client = createBlockchainApiClient({ baseUrl: server.baseUrl, clientId: 'client-1' })
  return { client, server }
}

describe('swap reads of the blockchain API client', () => {
  it('asks for a quote with chainId, from, to and amount and parses the answer', async () => {
    const { client, server } = await setup({ 'GET /v1/swap/quote': { json: quote } })
    const answer = await client.getSwapQuote({
      caipNetworkId: CHAIN,
      from: quote.from,
      to: FOY,
      amount: quote.amountIn,
    })
    expect(answer).toEqual(quote)
    const query = Object.fromEntries(server.requests[0]?.url.searchParams ?? [])
    expect(query).toMatchObject({
      chainId: CHAIN,
      from: quote.from,
      to: FOY,
      amount: quote.amountIn,
    })
  })

  it('reads tokens, chains, allowance and the approve and swap transactions', async () => {
    const tx = { to: ROUTER, data: '0x7ff36ab5', value: '1' }
    const { client, server } = await setup({
      'GET /v1/swap/chains': { json: { chains: [CHAIN] } },
      'GET /v1/swap/tokens': {
        json: {
          tokens: [
            {
              address: FOY,
              name: 'Foyer Token',
              symbol: 'FOY',
              decimals: 18,
              iconUrl: '',
              price: 1.25,
            },
          ],
        },
      },
      'GET /v1/swap/allowance': { json: { allowance: '5', spender: ROUTER } },
      'GET /v1/swap/approve-calldata': { json: { tx: { ...tx, value: '0' } } },
      'GET /v1/swap/calldata': { json: { tx, deadline: 1 } },
    })
    expect(await client.getSwapChains()).toEqual([CHAIN])
    expect((await client.getSwapTokens({ caipNetworkId: CHAIN }))[0]?.symbol).toBe('FOY')
    expect(
      await client.getSwapAllowance({ caipNetworkId: CHAIN, token: FOY, owner: ROUTER }),
    ).toEqual({ allowance: '5', spender: ROUTER })
    expect(
      await client.getSwapApproveTransaction({ caipNetworkId: CHAIN, token: FOY, amount: '5' }),
    ).toEqual({ ...tx, value: '0' })
    expect(
      await client.getSwapTransaction({
        caipNetworkId: CHAIN,
        from: quote.from,
        to: FOY,
        amount: '1',
        amountOutMin: '0',
        recipient: ROUTER,
      }),
    ).toEqual(tx)
    const calldata = server.requests.find((request) => request.url.pathname === '/v1/swap/calldata')
    expect(calldata?.url.searchParams.get('amountOutMin')).toBe('0')
    expect(calldata?.url.searchParams.get('recipient')).toBe(ROUTER)
  })

  it('rejects a malformed quote and passes the status of a refused one', async () => {
    const { client } = await setup({
      'GET /v1/swap/quote': { json: { ...quote, amountOut: '-1' } },
      'GET /v1/swap/tokens': {
        status: 400,
        json: {
          error: { code: 'invalid_parameter', message: 'Swaps are not offered on eip155:9' },
        },
      },
    })
    const malformed = await client
      .getSwapQuote({ caipNetworkId: CHAIN, from: quote.from, to: FOY, amount: '1' })
      .catch((error: unknown) => error)
    expect(isFoyerError(malformed, 'SOMETHING_WENT_WRONG')).toBe(true)
    const refused = await client
      .getSwapTokens({ caipNetworkId: 'eip155:9' })
      .catch((error: unknown) => error)
    expect(isFoyerError(refused)).toBe(true)
    expect(String((refused as Error).message)).toMatch(/HTTP status code: 400/)
  })
})
