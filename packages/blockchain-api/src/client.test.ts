import { isFoyerError } from '@foyer/common'
import type { TokenBalance, Transaction } from '@foyer/core'
import { afterEach, describe, expect, it } from 'vitest'
import { createBlockchainApiClient } from './client.js'
import { type FakeRoutes, startFakeDataServer } from './test-utils/fake-data-server.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const CHAIN = 'eip155:31337'

const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: CHAIN,
  price: 3000,
  value: 30000,
  quantity: { decimals: '18', numeric: '10' },
  iconUrl: 'http://127.0.0.1/public/getTokenImage/ETH',
}
const transfer: Transaction = {
  id: 'tx1',
  metadata: { minedAt: '2026-11-01T10:00:00Z', chain: CHAIN, hash: '0x01', status: 'confirmed' },
  transfers: [{ direction: 'in', quantity: { numeric: '1.5' }, fungible_info: { symbol: 'ETH' } }],
}
const profile = {
  name: 'alice.foyer.id',
  addresses: { '2147514985': { address: ADDRESS } },
  attributes: {},
  createdAt: 1_790_000_000,
}

let stop: (() => Promise<void>) | undefined
afterEach(async () => {
  await stop?.()
  stop = undefined
})

async function setup(routes: FakeRoutes, timeoutMs?: number) {
  const server = await startFakeDataServer(routes)
  stop = server.close
  const client = createBlockchainApiClient({
    baseUrl: `${server.baseUrl}/data/`,
    clientId: 'client-1',
    projectId: 'demo',
    sdkType: 'foyer',
    sdkVersion: '1.7.3',
    ...(timeoutMs ? { timeoutMs } : {}),
  })
  return { client, server }
}

describe('createBlockchainApiClient', () => {
  it('reads balances with chainId and appends clientId, projectId, sdkType and sdkVersion', async () => {
    const { client, server } = await setup({
      [`GET /data/v1/account/${ADDRESS}/balance`]: { json: { balances: [eth], extra: 1 } },
    })
    const answer = await client.getBalances({
      address: ADDRESS,
      caipNetworkId: CHAIN,
      forceUpdate: '1',
    })
    expect(answer.balances).toEqual([eth])
    const balanceRequest = server.requests.find((request) =>
      request.url.pathname.endsWith('/balance'),
    )
    const query = Object.fromEntries(balanceRequest?.url.searchParams ?? [])
    expect(query).toEqual({
      chainId: CHAIN,
      forceUpdate: '1',
      clientId: 'client-1',
      projectId: 'demo',
      sdkType: 'foyer',
      sdkVersion: '1.7.3',
    })
  })

  it('refuses balances of a chain the service does not list, without asking (no console 400); asks for one it lists', async () => {
    const { client, server } = await setup({
      'GET /data/v1/supported-chains': { json: { http: [CHAIN] } },
      [`GET /data/v1/account/${ADDRESS}/balance`]: { json: { balances: [eth] } },
    })
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const error = await client
      .getBalances({ address: 'So1ana111111111111111111111111111111111111', caipNetworkId: solana })
      .catch((e: unknown) => e)
    expect(isFoyerError(error) && error.code).toBe('HTTP_STATUS')
    expect((await client.getBalances({ address: ADDRESS, caipNetworkId: CHAIN })).balances).toEqual(
      [eth],
    )
    // The list is asked once; the unlisted chain's balance never.
    expect(server.requests.map((request) => request.url.pathname)).toEqual([
      '/data/v1/supported-chains',
      `/data/v1/account/${ADDRESS}/balance`,
    ])
  })

  it('pages history with the opaque cursor', async () => {
    const { client, server } = await setup({
      [`GET /data/v1/account/${ADDRESS}/history`]: ({ url }) => ({
        json:
          url.searchParams.get('cursor') === 'c2'
            ? { data: [], next: null }
            : { data: [transfer], next: 'c2' },
      }),
    })
    const first = await client.getTransactions({ account: ADDRESS, caipNetworkId: CHAIN })
    expect(first).toEqual({ data: [transfer], next: 'c2' })
    const second = await client.getTransactions({
      account: ADDRESS,
      caipNetworkId: CHAIN,
      cursor: 'c2',
    })
    expect(second).toEqual({ data: [], next: null })
    expect(server.requests[1]?.url.searchParams.get('cursor')).toBe('c2')
  })

  it('cache: false asks for the history past every HTTP cache (SPEC §7 cache)', async () => {
    const modes: (RequestCache | undefined)[] = []
    const client = createBlockchainApiClient({
      baseUrl: 'https://data.example',
      clientId: 'client-1',
      projectId: 'demo',
      sdkType: 'foyer',
      sdkVersion: '1.7.3',
      fetch: async (_input, init) => {
        modes.push(init?.cache)
        return new Response(JSON.stringify({ data: [], next: null }))
      },
    })
    await client.getTransactions({ account: ADDRESS, caipNetworkId: CHAIN, cache: false })
    await client.getTransactions({ account: ADDRESS, caipNetworkId: CHAIN, cursor: 'c2' })
    expect(modes).toEqual(['no-store', undefined])
  })

  it('reads NFTs, identity, supported chains and prices', async () => {
    const nft = {
      chainId: CHAIN,
      contract: `${CHAIN}:0x5FbDB2315678afecb367f032d93F642f64180aa3`,
      tokenId: '1',
      name: 'Foyer Cat #1',
      collection: { name: 'Foyer Cats', symbol: 'FCAT' },
      imageUrl: null,
      isSpam: false,
    }
    const price = {
      address: `${CHAIN}:native`,
      name: 'Ether',
      symbol: 'ETH',
      iconUrl: '',
      price: 3000,
    }
    const { client, server } = await setup({
      [`GET /data/v1/account/${ADDRESS}/nfts`]: { json: { data: [nft], next: null } },
      [`GET /data/v1/identity/${ADDRESS}`]: { json: { name: 'alice.foyer.id', avatar: null } },
      'GET /data/v1/supported-chains': { json: { http: [CHAIN, 'eip155:31338'] } },
      'GET /data/v1/fungible/price': { json: { fungibles: [price] } },
    })
    expect(await client.getNfts({ address: ADDRESS, caipNetworkId: CHAIN })).toEqual({
      data: [nft],
      next: null,
    })
    expect(await client.getIdentity({ address: ADDRESS, caipNetworkId: CHAIN })).toEqual({
      name: 'alice.foyer.id',
      avatar: null,
    })
    expect(await client.getSupportedChains()).toEqual([CHAIN, 'eip155:31338'])
    expect(
      await client.getTokenPrices({ addresses: [`${CHAIN}:native`, `${CHAIN}:0xabc`] }),
    ).toEqual([price])
    const priceQuery = server.requests.at(-1)?.url.searchParams
    expect(priceQuery?.get('currency')).toBe('usd')
    expect(priceQuery?.get('addresses')).toBe(`${CHAIN}:native,${CHAIN}:0xabc`)
    expect(server.requests[1]?.url.searchParams.get('caipNetworkId')).toBe(CHAIN)
  })

  it("turns any non-OK answer into 'HTTP status code: N' with the server's message in details", async () => {
    const { client } = await setup({
      [`GET /data/v1/account/${ADDRESS}/balance`]: {
        status: 400,
        json: { error: { code: 'invalid_parameter', message: 'unknown chain' } },
      },
    })
    const error = await client
      .getBalances({ address: ADDRESS, caipNetworkId: 'eip155:5' })
      .catch((e) => e)
    expect(isFoyerError(error, 'HTTP_STATUS')).toBe(true)
    expect(error.shortMessage).toBe('HTTP status code: 400')
    expect(error.details).toContain('unknown chain')
  })

  it.each([
    ['a balance without quantity', { balances: [{ ...eth, quantity: undefined }] }],
    ['a price that is not a number', { balances: [{ ...eth, price: 'free' }] }],
    ['a foreign chain id', { balances: [{ ...eth, chainId: 'nope' }] }],
    ['no envelope', [eth]],
  ])('rejects %s with a clear error, not a crash', async (_, json) => {
    const { client } = await setup({ [`GET /data/v1/account/${ADDRESS}/balance`]: { json } })
    const error = await client
      .getBalances({ address: ADDRESS, caipNetworkId: CHAIN })
      .catch((e) => e)
    expect(isFoyerError(error, 'SOMETHING_WENT_WRONG')).toBe(true)
    expect(error.details).toMatch(
      /^Invalid blockchain data response: GET \/v1\/account\/.+\/balance/,
    )
  })

  it('rejects a body that is not JSON', async () => {
    const { client } = await setup({ 'GET /data/v1/supported-chains': { text: '<html>' } })
    const error = await client.getSupportedChains().catch((e) => e)
    expect(isFoyerError(error, 'SOMETHING_WENT_WRONG')).toBe(true)
    expect(error.details).toContain('not JSON')
  })

  it("times out with 'Request was aborted'", async () => {
    const { client } = await setup(
      { 'GET /data/v1/supported-chains': { json: { http: [] }, delayMs: 500 } },
      50,
    )
    const error = await client.getSupportedChains().catch((e) => e)
    expect(isFoyerError(error, 'REQUEST_ABORTED')).toBe(true)
    expect(error.details).toContain('timed out after 50 ms')
  })

  it('reports an unreachable service as SOMETHING_WENT_WRONG', async () => {
    const { client } = await setup({})
    await stop?.()
    stop = undefined
    const error = await client.getSupportedChains().catch((e) => e)
    expect(isFoyerError(error, 'SOMETHING_WENT_WRONG')).toBe(true)
    expect(error.details).toContain('unreachable')
  })
})

describe('names (SPEC §7, §8)', () => {
  it('resolves a name, and a 404 as null', async () => {
    const { client } = await setup({
      'GET /data/v1/profile/account/alice.foyer.id': { json: profile },
    })
    expect(await client.resolveName({ name: 'alice.foyer.id' })).toEqual(profile)
    expect(await client.resolveName({ name: 'nobody.foyer.id' })).toBeNull()
  })

  it("fails resolving with 'Error resolving name'", async () => {
    const { client } = await setup({
      'GET /data/v1/profile/account/alice.foyer.id': { status: 500, json: {} },
    })
    const error = await client.resolveName({ name: 'alice.foyer.id' }).catch((e) => e)
    expect(error.shortMessage).toBe('Error resolving name')
    expect(error.cause.shortMessage).toBe('HTTP status code: 500')
  })

  it("reads suggestions, else 'Error fetching name suggestions'", async () => {
    const suggestions = [{ name: 'alice.foyer.id', registered: true }]
    const { client } = await setup({
      'GET /data/v1/profile/suggestions/alice': { json: { suggestions } },
      'GET /data/v1/profile/suggestions/bob1': { json: { suggestions: 'none' } },
    })
    expect(await client.getNameSuggestions({ label: 'alice' })).toEqual(suggestions)
    const error = await client.getNameSuggestions({ label: 'bob1' }).catch((e) => e)
    expect(error.shortMessage).toBe('Error fetching name suggestions')
  })

  it("reverse-looks-up names by coin type, else 'Error fetching names for address'", async () => {
    const { client, server } = await setup({
      [`GET /data/v1/profile/reverse/${ADDRESS}`]: ({ url }) =>
        url.searchParams.get('coinType') === '1' ? { status: 503, json: {} } : { json: [profile] },
    })
    expect(await client.getNamesForAddress({ address: ADDRESS, coinType: 2147514985 })).toEqual([
      profile,
    ])
    expect(server.requests[0]?.url.searchParams.get('coinType')).toBe('2147514985')
    const error = await client.getNamesForAddress({ address: ADDRESS, coinType: 1 }).catch((e) => e)
    expect(error.shortMessage).toBe('Error fetching names for address')
  })

  it('registers a name with coinType, address, signature and message (POST JSON)', async () => {
    const { client, server } = await setup({ 'POST /data/v1/profile/account': { json: profile } })
    const message = JSON.stringify({ name: 'alice.foyer.id', timestamp: 1_790_000_000 })
    const body = { coinType: 2147514985, address: ADDRESS, signature: '0xsig', message }
    expect(await client.registerName(body)).toEqual(profile)
    expect(server.requests[0]?.body).toEqual(body)
    expect(server.requests[0]?.method).toBe('POST')
  })

  it("fails registering with 'Error registering name {name}', the service's reason in details", async () => {
    const { client } = await setup({
      'POST /data/v1/profile/account': {
        status: 409,
        json: { error: { code: 'conflict', message: 'name is taken' } },
      },
    })
    const message = JSON.stringify({ name: 'alice.foyer.id', timestamp: 1 })
    const error = await client
      .registerName({ coinType: 60, address: ADDRESS, signature: '0x', message })
      .catch((e) => e)
    expect(error.shortMessage).toBe('Error registering name alice.foyer.id')
    expect(error.details).toBe('name is taken')
  })
})

describe('generic HTTP client', () => {
  it('sends PUT and DELETE with query parameters and the identity parameters', async () => {
    const { client, server } = await setup({
      'PUT /data/v1/thing': ({ body }) => ({ json: { got: body } }),
      'DELETE /data/v1/thing': { json: { deleted: true } },
    })
    expect(await client.http.put('/v1/thing', { a: 1 })).toEqual({ got: { a: 1 } })
    expect(await client.http.delete('/v1/thing', { id: 7 })).toEqual({ deleted: true })
    expect(server.requests.map((r) => r.method)).toEqual(['PUT', 'DELETE'])
    expect(server.requests[1]?.url.searchParams.get('id')).toBe('7')
    expect(server.requests[1]?.url.searchParams.get('clientId')).toBe('client-1')
  })

  it('refuses bad options', () => {
    expect(() => createBlockchainApiClient({ baseUrl: 'ftp://x', clientId: 'a' })).toThrow(
      TypeError,
    )
    expect(() => createBlockchainApiClient({ baseUrl: 'http://x', clientId: 'a b' })).toThrow(
      TypeError,
    )
  })

  it('builds token image URLs under the service', async () => {
    const client = createBlockchainApiClient({ baseUrl: 'http://127.0.0.1:9/x', clientId: 'c' })
    expect(client.tokenImageUrl('USD Coin')).toBe(
      'http://127.0.0.1:9/x/public/getTokenImage/USD%20Coin?clientId=c',
    )
    expect(client.origin).toBe('http://127.0.0.1:9')
  })
})
