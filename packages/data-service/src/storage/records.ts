/** What the indexer stores for one block range; every address and hash is lowercase hex. */

/** A mined transaction the range contains. */
export interface TransactionRecord {
  hash: string
  blockNumber: bigint
  txIndex: number
  /** Block timestamp, unix seconds. */
  blockTime: number
  from: string
  to: string | null
  status: 'confirmed' | 'failed'
}

/** The kinds of value movement the indexer records. */
export type TransferKind = 'native' | 'erc20' | 'erc721'

/**
 * One movement of value: a transaction's own value (logIndex -1), ether a contract sent inside
 * it (logIndex -2, -3, … in execution order) or a Transfer log.
 */
export interface TransferRecord {
  txHash: string
  logIndex: number
  blockNumber: bigint
  kind: TransferKind
  /** Token contract; null for native. */
  token: string | null
  from: string
  to: string
  /** Base units (ERC-721: 1). */
  amount: bigint
  /** ERC-721 token id; null otherwise. */
  tokenId: bigint | null
}

/** Metadata read from a token contract. */
export interface TokenRecord {
  address: string
  kind: 'erc20' | 'erc721'
  name: string
  symbol: string
  /** ERC-20 decimals; 0 for ERC-721. */
  decimals: number
}

/** Metadata of one NFT, read from its `tokenURI`. */
export interface NftMetadataRecord {
  contract: string
  tokenId: bigint
  name: string | null
  image: string | null
  isSpam: boolean
}

/** Everything one indexed block range adds, stored atomically with the new progress. */
export interface RangeBatch {
  chainId: number
  transactions: TransactionRecord[]
  transfers: TransferRecord[]
  tokens: TokenRecord[]
  nftMetadata: NftMetadataRecord[]
  /** The first block not yet indexed once this batch is stored. */
  nextBlock: bigint
}
