import type { CaipNetworkId } from '@foyer/common'

/**
 * The blockchain-data client's contract (SPEC §3 "Token balance", "Transaction"; §7
 * "Identity and balance API"). Core defines the shapes only; the client is built in its own
 * package and handed to core through the `blockchainData` option.
 */

/** Amount of a token in its own units: `numeric` is a decimal string, `decimals` its scale. */
export interface TokenQuantity {
  decimals: string
  numeric: string
}

/** A token balance of an account (SPEC §3). */
export interface TokenBalance {
  name: string
  symbol: string
  chainId: CaipNetworkId
  /** CAIP-10 address of the token contract; absent for the native currency. */
  address?: string
  /** Value in US dollars. */
  value?: number
  /** Price of one token in US dollars. */
  price: number
  quantity: TokenQuantity
  iconUrl: string
}

/** Direction of a transfer, seen from the account. */
export type TransferDirection = 'in' | 'out' | 'self'

/** One movement of value inside a transaction. */
export interface TransactionTransfer {
  direction: TransferDirection
  quantity: { numeric: string }
  value?: number
  price?: number
  fungible_info?: { name?: string; symbol?: string; icon?: { url: string } | null }
  nft_info?: {
    name?: string
    content?: { preview?: { url: string } | null } | null
    flags?: { is_spam: boolean }
  }
}

/** A transaction of the account's history (SPEC §3). */
export interface Transaction {
  id: string
  metadata: {
    /** ISO 8601 time the transaction was mined. */
    minedAt: string
    chain: CaipNetworkId
    hash?: string
    operationType?: string
    status?: 'confirmed' | 'failed' | 'pending'
    sentFrom?: string
    sentTo?: string
  }
  transfers: TransactionTransfer[]
}

/** Query of the transactions call (SPEC §7: account, cursor, onramp, cache, chainId). */
export interface GetTransactionsParams {
  account: string
  cursor?: string
  caipNetworkId?: CaipNetworkId
  onramp?: 'coinbase'
  cache?: boolean
  signal?: AbortSignal
}

/** One page of history; `next` is the cursor of the following page, null at the end. */
export interface TransactionsPage {
  data: Transaction[]
  next: string | null
}

/** A blockchain-data client. Methods reject with a `FoyerError` on HTTP or schema failure. */
export interface BlockchainDataClient {
  getBalances(params: {
    address: string
    caipNetworkId: CaipNetworkId
    forceUpdate?: string
    signal?: AbortSignal
  }): Promise<{ balances: TokenBalance[] }>
  getTransactions(params: GetTransactionsParams): Promise<TransactionsPage>
}
