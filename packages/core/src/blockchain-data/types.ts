import type { CaipNetworkId } from '@foyer/common'
import type { SwapDataExtras } from './swap-types.js'

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
  /** false: a fresh answer, past every HTTP cache (the first page of Activity). */
  cache?: boolean
  signal?: AbortSignal
}

/** One page of history; `next` is the cursor of the following page, null at the end. */
export interface TransactionsPage {
  data: Transaction[]
  next: string | null
}

/**
 * A blockchain-data client. Methods reject with a `FoyerError` on HTTP or schema failure.
 * Balances and history are required; the reads of {@link BlockchainDataExtras} are optional.
 */
export interface BlockchainDataClient extends BlockchainDataExtras, SwapDataExtras {
  getBalances(params: {
    address: string
    caipNetworkId: CaipNetworkId
    forceUpdate?: string
    signal?: AbortSignal
  }): Promise<{ balances: TokenBalance[] }>
  getTransactions(params: GetTransactionsParams): Promise<TransactionsPage>
}

/** An NFT the account holds (ERC-721 and the like). */
export interface Nft {
  chainId: CaipNetworkId
  /** CAIP-10 address of the collection's contract. */
  contract: string
  /** Token id as a decimal string. */
  tokenId: string
  name: string
  collection: { name: string; symbol: string }
  /** Absolute image URL, or null when the token has none. */
  imageUrl: string | null
  isSpam: boolean
}

/** One page of NFTs; `next` is the cursor of the following page, null at the end. */
export interface NftsPage {
  data: Nft[]
  next: string | null
}

/** Name and avatar of an address (SPEC §7 identity lookup); each null when there is none. */
export interface Identity {
  name: string | null
  avatar: string | null
}

/** A name of the names registry and the addresses it points to, by ENSIP-11 coin type. */
export interface NameProfile {
  name: string
  addresses: Record<string, { address: string }>
  attributes: Record<string, string>
  /** Registration time in epoch seconds. */
  createdAt: number
}

/** A name offered for a label, and whether someone holds it already. */
export interface NameSuggestion {
  name: string
  registered: boolean
}

/** A name registration (SPEC §7): `message` is the JSON text that `address` signed. */
export interface RegisterNameParams {
  coinType: number
  address: string
  signature: string
  /** JSON `{ name, timestamp (seconds), attributes? }`, signed with EIP-191 by `address`. */
  message: string
  signal?: AbortSignal
}

/** The US-dollar price of a fungible token. */
export interface TokenPrice {
  /** CAIP-10 address; the native currency as `{caip2}:native`. */
  address: string
  name: string
  symbol: string
  iconUrl: string
  price: number
}

/**
 * The optional reads of a full blockchain-data service: NFTs, identity, names, prices and
 * supported chains. A client that cannot serve one leaves the method out (absent, not
 * stubbed); the views then show what they can without it.
 */
export interface BlockchainDataExtras {
  /** Origin of the service; the views show token icons and NFT images from here (or `data:`). */
  readonly origin?: string
  getNfts?(params: {
    address: string
    caipNetworkId: CaipNetworkId
    cursor?: string
    signal?: AbortSignal
  }): Promise<NftsPage>
  /** Name and avatar of `address` on `caipNetworkId`. */
  getIdentity?(params: {
    address: string
    caipNetworkId: CaipNetworkId
    signal?: AbortSignal
  }): Promise<Identity>
  /** The names registered for `address` (reverse lookup), optionally for one coin type. */
  getNamesForAddress?(params: {
    address: string
    coinType?: number
    signal?: AbortSignal
  }): Promise<NameProfile[]>
  /** The profile a name resolves to, or null when nobody holds it. */
  resolveName?(params: { name: string; signal?: AbortSignal }): Promise<NameProfile | null>
  getNameSuggestions?(params: { label: string; signal?: AbortSignal }): Promise<NameSuggestion[]>
  registerName?(params: RegisterNameParams): Promise<NameProfile>
  getTokenPrices?(params: {
    addresses: readonly string[]
    signal?: AbortSignal
  }): Promise<TokenPrice[]>
  getSupportedChains?(params?: { signal?: AbortSignal }): Promise<CaipNetworkId[]>
}
