import type { TransferKind } from './records.js'
import type { SqlClient } from './sql-client.js'

/** Position of a transaction in a history: the keyset the history is ordered by. */
export interface HistoryPosition {
  blockNumber: bigint
  txIndex: number
}

/** A transaction of an account's history with the transfers that involve the account. */
export interface HistoryEntry {
  hash: string
  blockNumber: bigint
  txIndex: number
  blockTime: number
  from: string
  to: string | null
  status: 'confirmed' | 'failed'
  transfers: HistoryTransfer[]
}

/** A transfer of a {@link HistoryEntry}, with its token's metadata when known. */
export interface HistoryTransfer {
  logIndex: number
  kind: TransferKind
  token: string | null
  from: string
  to: string
  amount: bigint
  tokenId: bigint | null
  tokenName: string | null
  tokenSymbol: string | null
  decimals: number | null
  nftName: string | null
  nftImage: string | null
  isSpam: boolean
}

/** An ERC-20 holding with its token's metadata. */
export interface HoldingRow {
  token: string
  balance: bigint
  name: string
  symbol: string
  decimals: number
}

/** An NFT an account owns. */
export interface OwnedNft {
  contract: string
  tokenId: bigint
  name: string | null
  image: string | null
  isSpam: boolean
  collectionName: string
  collectionSymbol: string
}

/** Position of an NFT in an owner's list (ordered by contract, then token id). */
export interface NftPosition {
  contract: string
  tokenId: bigint
}

/** Read queries behind the account endpoints. Every list is keyset-paged on an index. */
export class AccountQueries {
  constructor(private readonly sql: SqlClient) {}

  /** Up to `limit` transactions of `account`, newest first, strictly before `before`. */
  async history(
    chainId: number,
    account: string,
    before: HistoryPosition | null,
    limit: number,
  ): Promise<HistoryEntry[]> {
    const select = `select t.hash, t.block_number::text as block_number, t.tx_index, t.block_time::text
        as block_time, t.from_address, t.to_address, t.status
      from account_transactions a
      join transactions t on t.chain_id = a.chain_id and t.hash = a.hash
      where a.chain_id = $1 and a.account = $2`
    const order = 'order by a.block_number desc, a.tx_index desc'
    const rows = await this.sql.query<Record<string, string | number | null>>(
      before === null
        ? `${select} ${order} limit $3`
        : `${select} and (a.block_number, a.tx_index) < ($4::bigint, $5::int) ${order} limit $3`,
      before === null
        ? [chainId, account, limit]
        : [chainId, account, limit, before.blockNumber.toString(), before.txIndex],
    )
    const transfers = await this.transfersOf(
      chainId,
      account,
      rows.map((row) => String(row.hash)),
    )
    return rows.map((row) => ({
      hash: String(row.hash),
      blockNumber: BigInt(String(row.block_number)),
      txIndex: Number(row.tx_index),
      blockTime: Number(row.block_time),
      from: String(row.from_address),
      to: row.to_address === null ? null : String(row.to_address),
      status: row.status === 'failed' ? 'failed' : 'confirmed',
      transfers: transfers.get(String(row.hash)) ?? [],
    }))
  }

  private async transfersOf(
    chainId: number,
    account: string,
    hashes: readonly string[],
  ): Promise<Map<string, HistoryTransfer[]>> {
    const byHash = new Map<string, HistoryTransfer[]>()
    if (hashes.length === 0) return byHash
    const rows = await this.sql.query<Record<string, string | number | boolean | null>>(
      `select r.tx_hash, r.log_index, r.kind, r.token, r.from_address, r.to_address,
          r.amount::text as amount, r.token_id::text as token_id, k.name as token_name,
          k.symbol as token_symbol, k.decimals, m.name as nft_name, m.image as nft_image,
          m.is_spam
        from transfers r
        left join tokens k on k.chain_id = r.chain_id and k.address = r.token
        left join nft_metadata m
          on m.chain_id = r.chain_id and m.contract = r.token and m.token_id = r.token_id
        where r.chain_id = $1 and r.tx_hash = any($2::text[])
          and (r.from_address = $3 or r.to_address = $3)
        order by r.tx_hash, r.log_index`,
      [chainId, hashes, account],
    )
    for (const row of rows) {
      const list = byHash.get(String(row.tx_hash)) ?? []
      list.push({
        logIndex: Number(row.log_index),
        kind: row.kind as TransferKind,
        token: row.token === null ? null : String(row.token),
        from: String(row.from_address),
        to: String(row.to_address),
        amount: BigInt(String(row.amount)),
        tokenId: row.token_id === null ? null : BigInt(String(row.token_id)),
        tokenName: row.token_name === null ? null : String(row.token_name),
        tokenSymbol: row.token_symbol === null ? null : String(row.token_symbol),
        decimals: row.decimals === null ? null : Number(row.decimals),
        nftName: row.nft_name === null ? null : String(row.nft_name),
        nftImage: row.nft_image === null ? null : String(row.nft_image),
        isSpam: row.is_spam === true,
      })
      byHash.set(String(row.tx_hash), list)
    }
    return byHash
  }

  /** The ERC-20 tokens `account` holds a positive balance of. */
  async holdings(chainId: number, account: string): Promise<HoldingRow[]> {
    const rows = await this.sql.query<Record<string, string | number>>(
      `select h.token, h.balance::text as balance, k.name, k.symbol, k.decimals
        from holdings h join tokens k on k.chain_id = h.chain_id and k.address = h.token
        where h.chain_id = $1 and h.account = $2 and h.balance > 0 and k.kind = 'erc20'
        order by h.token`,
      [chainId, account],
    )
    return rows.map((row) => ({
      token: String(row.token),
      balance: BigInt(String(row.balance)),
      name: String(row.name),
      symbol: String(row.symbol),
      decimals: Number(row.decimals),
    }))
  }

  /** Up to `limit` NFTs `account` owns, after `after` in (contract, token id) order. */
  async nfts(
    chainId: number,
    account: string,
    after: NftPosition | null,
    limit: number,
  ): Promise<OwnedNft[]> {
    const select = `select o.contract, o.token_id::text as token_id, m.name, m.image,
        coalesce(m.is_spam, false) as is_spam, k.name as collection_name,
        k.symbol as collection_symbol
      from nft_owners o
      left join nft_metadata m
        on m.chain_id = o.chain_id and m.contract = o.contract and m.token_id = o.token_id
      left join tokens k on k.chain_id = o.chain_id and k.address = o.contract
      where o.chain_id = $1 and o.owner = $2`
    const order = 'order by o.contract, o.token_id'
    const rows = await this.sql.query<Record<string, string | boolean | null>>(
      after === null
        ? `${select} ${order} limit $3`
        : `${select} and (o.contract, o.token_id) > ($4::text, $5::numeric) ${order} limit $3`,
      after === null
        ? [chainId, account, limit]
        : [chainId, account, limit, after.contract, after.tokenId.toString()],
    )
    return rows.map((row) => ({
      contract: String(row.contract),
      tokenId: BigInt(String(row.token_id)),
      name: row.name === null ? null : String(row.name),
      image: row.image === null ? null : String(row.image),
      isSpam: row.is_spam === true,
      collectionName: row.collection_name === null ? '' : String(row.collection_name),
      collectionSymbol: row.collection_symbol === null ? '' : String(row.collection_symbol),
    }))
  }

  /** Metadata of the tokens among `addresses` the service knows. */
  async tokens(
    chainId: number,
    addresses: readonly string[],
  ): Promise<{ address: string; name: string; symbol: string; decimals: number }[]> {
    if (addresses.length === 0) return []
    const rows = await this.sql.query<Record<string, string | number>>(
      'select address, name, symbol, decimals from tokens where chain_id = $1 and address = any($2::text[])',
      [chainId, addresses],
    )
    return rows.map((row) => ({
      address: String(row.address),
      name: String(row.name),
      symbol: String(row.symbol),
      decimals: Number(row.decimals),
    }))
  }
}
