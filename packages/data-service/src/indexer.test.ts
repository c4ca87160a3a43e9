import { type Address, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DataService, startDataService } from './server.js'
import { ANVIL_ACCOUNTS, startTestAnvil, type TestAnvil } from './test-utils/anvil.js'
import { chainActions, dataTokenUri } from './test-utils/chain-actions.js'
import { fetchJson } from './test-utils/http.js'

const [alice, bob, carol] = ANVIL_ACCOUNTS as unknown as Address[]
const CHAIN = 'eip155:31337'

describe('indexing a real anvil chain into PGlite', () => {
  let anvil: TestAnvil
  let service: DataService
  let actions: ReturnType<typeof chainActions>
  let token: Address
  let points: Address
  let collection: Address
  const expectedHashes: string[] = []

  beforeAll(async () => {
    anvil = await startTestAnvil()
    actions = chainActions(anvil.rpcUrl, anvil.chainId)
    token = await actions.deployToken(alice!, 'Test Dollar', 'TUSD', 6, 1_000_000_000_000n)
    points = await actions.deployToken(alice!, 'Test Points', 'TPT', 0, 1000n)
    collection = await actions.deployCollectible(alice!, 'Test Friends', 'TFR')
    expectedHashes.push((await actions.sendEther(alice!, bob!, '1.5')).transactionHash)
    expectedHashes.push(
      (await actions.transferToken(token, alice!, bob!, 2_500_000n)).transactionHash,
    )
    expectedHashes.push((await actions.transferToken(points, alice!, bob!, 7n)).transactionHash)
    const art = dataTokenUri({ name: 'Friend #1', image: 'data:image/svg+xml;base64,AAAA' })
    await actions.mintNft(collection, alice!, bob!, 1n, art)
    const spam = dataTokenUri({
      name: 'Claim your reward',
      image: 'https://x.test/a.png',
      spam: true,
    })
    await actions.mintNft(collection, carol!, bob!, 2n, spam)
    await actions.transferToken(token, bob!, carol!, 500_000n)
    service = await startDataService({
      ephemeral: true,
      chains: [{ chainId: anvil.chainId, rpcUrl: anvil.rpcUrl }],
      confirmations: 0,
      pollIntervalMs: 50,
      prices: { [`${CHAIN}:native`]: 2000, [`${CHAIN}:${token}`]: 1 },
      log: () => {},
    })
    await service.waitForBlock(anvil.chainId, await actions.head())
  })

  afterAll(async () => {
    await service?.close()
    await anvil?.stop()
  })

  it('answers balances: native from the node first, then every held token with metadata', async () => {
    const { status, body } = await fetchJson(
      `${service.url}/v1/account/${bob}/balance?chainId=${CHAIN}&projectId=p1`,
    )
    expect(status).toBe(200)
    const nativeWei = await actions.nativeBalance(bob!)
    const [native, ...tokens] = body.balances
    expect(native).toMatchObject({ symbol: 'ETH', chainId: CHAIN, price: 2000 })
    expect(native.address).toBeUndefined()
    expect(parseEther(native.quantity.numeric)).toBe(nativeWei)
    const bySymbol = Object.fromEntries(tokens.map((entry: any) => [entry.symbol, entry]))
    expect(bySymbol.TUSD).toMatchObject({
      name: 'Test Dollar',
      address: `${CHAIN}:${token}`,
      quantity: { decimals: '6', numeric: '2' },
      price: 1,
      value: 2,
    })
    expect(await actions.tokenBalance(token, bob!)).toBe(2_000_000n)
    expect(bySymbol.TPT.quantity).toEqual({ decimals: '0', numeric: '7' })
    const icon = await fetch(bySymbol.TUSD.iconUrl)
    expect(icon.status).toBe(200)
    expect(icon.headers.get('content-type')).toBe('image/svg+xml')
    expect(icon.headers.get('cache-control')).toContain('max-age=31536000')
    expect(await icon.text()).toContain('TUSD')
  })

  it('answers the history newest first with directions, tokens, NFTs and the spam flag', async () => {
    const { body } = await fetchJson(`${service.url}/v1/account/${bob}/history?chainId=${CHAIN}`)
    expect(body.next).toBeNull()
    const transactions = body.data as any[]
    const times = transactions.map((tx) => Date.parse(tx.metadata.minedAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    expect(transactions).toHaveLength(6)
    const [latest] = transactions
    expect(latest.metadata).toMatchObject({
      operationType: 'send',
      status: 'confirmed',
      chain: CHAIN,
    })
    expect(latest.transfers).toEqual([
      expect.objectContaining({
        direction: 'out',
        quantity: { numeric: '0.5' },
        fungible_info: expect.objectContaining({ symbol: 'TUSD' }),
      }),
    ])
    const nftTransfers = transactions.flatMap((tx) => tx.transfers).filter((t) => t.nft_info)
    expect(nftTransfers.map((t) => [t.nft_info.name, t.nft_info.flags.is_spam])).toEqual([
      ['Claim your reward', true],
      ['Friend #1', false],
    ])
    const native = transactions.find((tx) => tx.metadata.hash === expectedHashes[0])
    expect(native.transfers).toEqual([
      expect.objectContaining({ direction: 'in', quantity: { numeric: '1.5' }, price: 2000 }),
    ])
    expect(native.metadata.sentFrom.toLowerCase()).toBe(alice)
  })

  it('lists the NFTs an account owns, spam flagged, with metadata from tokenURI', async () => {
    const { body } = await fetchJson(`${service.url}/v1/account/${bob}/nfts?chainId=${CHAIN}`)
    expect(body.data).toEqual([
      {
        chainId: CHAIN,
        contract: `${CHAIN}:${collection}`,
        tokenId: '1',
        name: 'Friend #1',
        collection: { name: 'Test Friends', symbol: 'TFR' },
        imageUrl: 'data:image/svg+xml;base64,AAAA',
        isSpam: false,
      },
      expect.objectContaining({ tokenId: '2', isSpam: true, name: 'Claim your reward' }),
    ])
  })

  it('picks up new transactions as they are mined, and moves NFT ownership', async () => {
    const receipt = await actions.transferNft(collection, bob!, carol!, 1n)
    await service.waitForBlock(anvil.chainId, receipt.blockNumber)
    const bobs = await fetchJson(`${service.url}/v1/account/${bob}/nfts?chainId=${CHAIN}`)
    expect(bobs.body.data.map((nft: any) => nft.tokenId)).toEqual(['2'])
    const carols = await fetchJson(`${service.url}/v1/account/${carol}/nfts?chainId=${CHAIN}`)
    expect(carols.body.data.map((nft: any) => nft.tokenId)).toEqual(['1'])
    const history = await fetchJson(
      `${service.url}/v1/account/${carol}/history?chainId=${CHAIN}&limit=1`,
    )
    expect(history.body.data[0].metadata.hash).toBe(receipt.transactionHash)
  })

  it('pages a long history by cursor with no gap and no duplicate', async () => {
    for (let i = 0; i < 23; i++) await actions.sendEther(carol!, bob!, '0.001')
    await service.waitForBlock(anvil.chainId, await actions.head())
    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const query: string = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`
      const page = await fetchJson(
        `${service.url}/v1/account/${bob}/history?chainId=${CHAIN}&limit=10${query}`,
      )
      expect(page.status).toBe(200)
      seen.push(...page.body.data.map((tx: any) => tx.metadata.hash))
      cursor = page.body.next
      pages += 1
    } while (cursor !== null)
    const all = await fetchJson(
      `${service.url}/v1/account/${bob}/history?chainId=${CHAIN}&limit=100`,
    )
    expect(seen).toEqual(all.body.data.map((tx: any) => tx.metadata.hash))
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen).toHaveLength(6 + 1 + 23)
    expect(pages).toBe(3)
  })

  it('answers prices for the native currency and known tokens', async () => {
    const { body } = await fetchJson(
      `${service.url}/v1/fungible/price?currency=usd&addresses=${CHAIN}:native,${CHAIN}:${token},eip155:1:native`,
    )
    expect(body.fungibles).toEqual([
      expect.objectContaining({ address: `${CHAIN}:native`, symbol: 'ETH', price: 2000 }),
      expect.objectContaining({ address: `${CHAIN}:${token}`, symbol: 'TUSD', price: 1 }),
    ])
  })
})
