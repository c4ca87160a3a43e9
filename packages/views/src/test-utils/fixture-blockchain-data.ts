import type {
  BlockchainDataClient,
  GetTransactionsParams,
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
  return {
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
