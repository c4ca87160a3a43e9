import type { CaipNetworkId } from '@foyer/common'
import type {
  BlockchainDataClient,
  GetTransactionsParams,
  Nft,
  TokenBalance,
  Transaction,
} from '@foyer/core'

/** Options of {@link createFixtureBlockchainData}. */
export interface FixtureBlockchainDataOptions {
  balances?: TokenBalance[]
  transactions?: Transaction[]
  /** Transactions per page. Default 5. */
  pageSize?: number
  /** Makes every call fail with this error. */
  error?: unknown
  /** NFTs served by `getNfts`; without it the client has no `getNfts`. */
  nfts?: Nft[]
  /** The service origin the views trust images from. */
  origin?: string
  /** The networks `getSupportedChains` lists; without it the client has no such call. */
  supportedChains?: CaipNetworkId[]
}

/** A fixture blockchain-data client with recorded transaction requests. */
export interface FixtureBlockchainData extends BlockchainDataClient {
  readonly transactionRequests: GetTransactionsParams[]
}

/** A transfer of `amount` ETH in or out, mined on `day` of January 2025. */
export function sampleTransaction(
  id: string,
  direction: 'in' | 'out',
  amount: string,
  day = 1,
  chain: `eip155:${number}` = 'eip155:1',
): Transaction {
  return {
    id,
    metadata: {
      minedAt: `2025-01-${String(day).padStart(2, '0')}T12:00:00Z`,
      chain,
      hash: `0x${id}`,
    },
    transfers: [{ direction, quantity: { numeric: amount }, fungible_info: { symbol: 'ETH' } }],
  }
}

/** An in-memory blockchain-data service: balances, and transactions paged with a cursor. */
export function createFixtureBlockchainData(
  options: FixtureBlockchainDataOptions = {},
): FixtureBlockchainData {
  const transactionRequests: GetTransactionsParams[] = []
  const pageSize = options.pageSize ?? 5
  const fail = () => (options.error === undefined ? undefined : Promise.reject(options.error))
  const nfts = options.nfts
  return {
    ...(options.origin ? { origin: options.origin } : {}),
    ...(options.supportedChains
      ? { getSupportedChains: async () => [...(options.supportedChains ?? [])] }
      : {}),
    ...(nfts
      ? {
          async getNfts(params: { cursor?: string }) {
            await fail()
            const start = params.cursor ? Number(params.cursor) : 0
            const data = nfts.slice(start, start + pageSize)
            const next = start + pageSize < nfts.length ? String(start + pageSize) : null
            return { data, next }
          },
        }
      : {}),
    transactionRequests,
    async getBalances() {
      await fail()
      return { balances: options.balances ?? [] }
    },
    async getTransactions(params) {
      transactionRequests.push(params)
      await fail()
      const start = params.cursor ? Number(params.cursor) : 0
      const all = options.transactions ?? []
      const data = all.slice(start, start + pageSize)
      const next = start + pageSize < all.length ? String(start + pageSize) : null
      return { data, next }
    },
  }
}

/** An NFT of the sample collection on `chain`, its image on `imageUrl`. */
export function sampleNft(
  tokenId: string,
  imageUrl: string | null,
  options: { isSpam?: boolean; chain?: `eip155:${number}`; name?: string } = {},
): Nft {
  const chain = options.chain ?? 'eip155:1'
  return {
    chainId: chain,
    contract: `${chain}:0x5FbDB2315678afecb367f032d93F642f64180aa3`,
    tokenId,
    name: options.name ?? `Foyer Cat #${tokenId}`,
    collection: { name: 'Foyer Cats', symbol: 'FCAT' },
    imageUrl,
    isSpam: options.isSpam ?? false,
  }
}
