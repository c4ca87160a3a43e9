import type { Simulation } from '@foyer/common/simulation'
import type { Address } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { describeSimulation } from '../decode/frame-lines.js'
import { assetFacts, withAssetFacts } from './asset-facts.js'

// The data service is faked at the network edge (fetch); its routes are docs/api/data-service.json's.
const USER: Address = '0x1111111111111111111111111111111111111111'
const NFT: Address = '0xAbCdEf0000000000000000000000000000000001'
const TOKEN: Address = '0x3333333333333333333333333333333333333333'
const UNPRICED: Address = '0x4444444444444444444444444444444444444444'
const SOURCE = { dataUrl: 'http://data.test/', projectId: 'project-1' }
const CHAIN = 31337
const caip10 = (address: string) => `eip155:${CHAIN}:${address.toLowerCase()}`

/** The service's answers: the user's NFTs (page by page) and its price table. */
function dataService(options: { down?: boolean } = {}) {
  const prices: Record<string, number> = {
    [`eip155:${CHAIN}:native`]: 3000,
    [caip10(TOKEN)]: 1.25,
    [caip10(UNPRICED)]: 0,
  }
  const nft = (tokenId: string, name: string, isSpam = false) => ({
    chainId: `eip155:${CHAIN}`,
    contract: `eip155:${CHAIN}:${NFT.toLowerCase()}`,
    tokenId,
    name,
    collection: { name: 'Foyer Keys', symbol: 'KEY' },
    imageUrl: null,
    isSpam,
  })
  const pages: Record<string, unknown> = {
    '': {
      data: [nft('7', 'Foyer Key \u202Egnp.exe'), nft('8', 'NFT #8'), nft('9', 'Free ETH', true)],
      next: 'page-2',
    },
    'page-2': { data: [nft('10', 'Foyer Key 10')], next: null },
  }
  return vi.fn(async (input: string | URL | Request) => {
    if (options.down) throw new TypeError('Failed to fetch')
    const url = new URL(String(input))
    expect(url.searchParams.get('projectId')).toBe(SOURCE.projectId)
    if (url.pathname === `/v1/account/${USER}/nfts`) {
      expect(url.searchParams.get('chainId')).toBe(`eip155:${CHAIN}`)
      return Response.json(pages[url.searchParams.get('cursor') ?? ''])
    }
    if (url.pathname === '/v1/fungible/price') {
      const fungibles = (url.searchParams.get('addresses') ?? '')
        .split(',')
        .filter((id) => id in prices)
        .map((id) => ({ address: id, name: '', symbol: '', iconUrl: '', price: prices[id] }))
      return Response.json({ fungibles })
    }
    return new Response('not found', { status: 404 })
  })
}

const tokenInfo = async (token: Address) =>
  token === TOKEN || token === UNPRICED ? { symbol: 'FOY', decimals: 6 } : undefined
const facts = (fetchImpl: typeof fetch, locale = 'en') =>
  assetFacts(SOURCE, CHAIN, USER, { tokenInfo, locale, fetchImpl })

describe('assetFacts: NFT names and money values from the data service', () => {
  it("names the account's NFTs from the service's metadata (cleaned, every page read once)", async () => {
    const fetchImpl = dataService()
    const { nftName } = facts(fetchImpl as unknown as typeof fetch)
    // The bidi override that would reverse "exe.png" is removed.
    expect(await nftName(NFT, 7n)).toBe('Foyer Key gnp.exe')
    expect(await nftName(NFT.toLowerCase() as Address, 10n)).toBe('Foyer Key 10')
    expect(fetchImpl).toHaveBeenCalledTimes(2)
  })

  it('invents no name: not held, spam-flagged, or the service’s “NFT #id” stand-in', async () => {
    const { nftName } = facts(dataService() as unknown as typeof fetch)
    expect(await nftName(NFT, 8n)).toBeUndefined()
    expect(await nftName(NFT, 9n)).toBeUndefined()
    expect(await nftName(NFT, 11n)).toBeUndefined()
    expect(await nftName(TOKEN, 7n)).toBeUndefined()
  })

  it('values native and token amounts at the service’s price, in the frame’s locale', async () => {
    const fetchImpl = dataService() as unknown as typeof fetch
    const { moneyValue } = facts(fetchImpl)
    expect(await moneyValue({ kind: 'native' }, 10n ** 16n)).toBe('$30.00')
    expect(await moneyValue({ kind: 'erc20', token: TOKEN }, 2_000_000n)).toBe('$2.50')
    expect(await facts(fetchImpl, 'de').moneyValue({ kind: 'native' }, 10n ** 16n)).toBe(
      '30,00\u00a0$',
    )
  })

  it('no price, no value: unpriced (0), unknown or unreadable token, NFT', async () => {
    const { moneyValue } = facts(dataService() as unknown as typeof fetch)
    expect(await moneyValue({ kind: 'erc20', token: UNPRICED }, 1_000_000n)).toBeUndefined()
    expect(await moneyValue({ kind: 'erc20', token: NFT }, 1n)).toBeUndefined()
    expect(await moneyValue({ kind: 'nft', token: NFT, id: 7n }, 1n)).toBeUndefined()
  })

  it('a service that is down or answers garbage leaves the lines without names or values', async () => {
    const down = facts(dataService({ down: true }) as unknown as typeof fetch)
    expect(await down.nftName(NFT, 7n)).toBeUndefined()
    expect(await down.moneyValue({ kind: 'native' }, 10n ** 18n)).toBeUndefined()
    const garbage = facts((async () => Response.json({ data: 'x' })) as unknown as typeof fetch)
    expect(await garbage.nftName(NFT, 7n)).toBeUndefined()
    expect(await garbage.moneyValue({ kind: 'native' }, 10n ** 18n)).toBeUndefined()
  })
})

describe('the approval’s simulated-change lines with the data service', () => {
  const simulation: Simulation = {
    status: 'ok',
    changes: [
      { asset: { kind: 'native' }, amount: -(10n ** 16n) },
      { asset: { kind: 'nft', token: NFT, id: 10n }, amount: -1n },
      { asset: { kind: 'nft', token: NFT, id: 42n }, amount: 1n },
      { asset: { kind: 'erc20', token: UNPRICED }, amount: 3_000_000n },
    ],
    approvals: [{ kind: 'nft', token: NFT, id: 7n, spender: TOKEN }],
  }
  const reader = { tokenInfo }

  it('shows names and money values where the service knows them, the rest as before', async () => {
    const fetchImpl = dataService() as unknown as typeof fetch
    const lines = await describeSimulation(
      simulation,
      withAssetFacts(reader, SOURCE, CHAIN, USER, fetchImpl),
    )
    expect(lines).toEqual([
      'You send 0.01 ETH ($30.00)',
      'You send 1 × Foyer Key 10 (#10)',
      `You receive 1 × #42 (${NFT})`,
      'You receive 3 FOY',
      `You allow ${TOKEN} to move Foyer Key gnp.exe (#7)`,
      'The network fee is not included.',
    ])
  })

  it('without a configured data service: ids and units only, nothing asked', async () => {
    const fetchImpl = dataService()
    const lines = await describeSimulation(
      simulation,
      withAssetFacts(reader, undefined, CHAIN, USER, fetchImpl as unknown as typeof fetch),
    )
    expect(lines.slice(0, 2)).toEqual(['You send 0.01 ETH', `You send 1 × #10 (${NFT})`])
    expect(fetchImpl).not.toHaveBeenCalled()
  })
})
