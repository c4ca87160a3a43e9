import type { RangeBatch, TransferRecord } from './records.js'
import type { SqlClient, SqlExecutor } from './sql-client.js'

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

/** Reads and writes what the indexer keeps: progress, transfers, holdings, token metadata. */
export class IndexStore {
  constructor(private readonly sql: SqlClient) {}

  /** The first block of `chainId` not yet indexed, or null when the chain was never indexed. */
  async nextBlock(chainId: number): Promise<bigint | null> {
    const rows = await this.sql.query<{ next_block: unknown }>(
      'select next_block::text as next_block from chain_progress where chain_id = $1',
      [chainId],
    )
    return rows[0] ? BigInt(String(rows[0].next_block)) : null
  }

  /** Token contracts of `chainId` whose metadata is stored, among `addresses`. */
  async knownTokens(chainId: number, addresses: readonly string[]): Promise<Set<string>> {
    if (addresses.length === 0) return new Set()
    const rows = await this.sql.query<{ address: string }>(
      'select address from tokens where chain_id = $1 and address = any($2::text[])',
      [chainId, addresses],
    )
    return new Set(rows.map((row) => row.address))
  }

  /** NFTs of `chainId` whose metadata is stored, among `keys` (`contract:tokenId`). */
  async knownNfts(chainId: number, keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set()
    const rows = await this.sql.query<{ key: string }>(
      `select contract || ':' || token_id::text as key from nft_metadata
       where chain_id = $1 and contract || ':' || token_id::text = any($2::text[])`,
      [chainId, keys],
    )
    return new Set(rows.map((row) => row.key))
  }

  /**
   * Stores one block range and the new progress in one transaction. Rows already stored
   * (same chain, transaction hash and log index) are skipped, and only newly stored transfers
   * move holdings, so storing a range twice changes nothing.
   */
  async storeRange(batch: RangeBatch): Promise<{ transfers: number }> {
    return this.sql.transaction(async (tx) => {
      await insertTokens(tx, batch)
      await insertNftMetadata(tx, batch)
      await insertTransactions(tx, batch)
      const inserted = await insertTransfers(tx, batch)
      await applyHoldings(tx, batch.chainId, inserted)
      await applyNftOwners(tx, batch.chainId, inserted)
      await tx.query(
        `insert into chain_progress (chain_id, next_block) values ($1, $2)
         on conflict (chain_id) do update set next_block = excluded.next_block`,
        [batch.chainId, batch.nextBlock.toString()],
      )
      return { transfers: inserted.length }
    })
  }
}

async function insertTokens(tx: SqlExecutor, batch: RangeBatch): Promise<void> {
  if (batch.tokens.length === 0) return
  await tx.query(
    `insert into tokens (chain_id, address, kind, name, symbol, decimals)
     select $1, * from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::int[])
     on conflict do nothing`,
    [
      batch.chainId,
      batch.tokens.map((token) => token.address),
      batch.tokens.map((token) => token.kind),
      batch.tokens.map((token) => token.name),
      batch.tokens.map((token) => token.symbol),
      batch.tokens.map((token) => token.decimals),
    ],
  )
}

async function insertNftMetadata(tx: SqlExecutor, batch: RangeBatch): Promise<void> {
  if (batch.nftMetadata.length === 0) return
  await tx.query(
    `insert into nft_metadata (chain_id, contract, token_id, name, image, is_spam)
     select $1, * from unnest($2::text[], $3::numeric[], $4::text[], $5::text[], $6::boolean[])
     on conflict do nothing`,
    [
      batch.chainId,
      batch.nftMetadata.map((nft) => nft.contract),
      batch.nftMetadata.map((nft) => nft.tokenId.toString()),
      batch.nftMetadata.map((nft) => nft.name),
      batch.nftMetadata.map((nft) => nft.image),
      batch.nftMetadata.map((nft) => nft.isSpam),
    ],
  )
}

async function insertTransactions(tx: SqlExecutor, batch: RangeBatch): Promise<void> {
  const { transactions, transfers, chainId } = batch
  if (transactions.length === 0) return
  await tx.query(
    `insert into transactions
       (chain_id, hash, block_number, tx_index, block_time, from_address, to_address, status)
     select $1, * from unnest($2::text[], $3::bigint[], $4::int[], $5::bigint[], $6::text[],
       $7::text[], $8::text[])
     on conflict do nothing`,
    [
      chainId,
      transactions.map((t) => t.hash),
      transactions.map((t) => t.blockNumber.toString()),
      transactions.map((t) => t.txIndex),
      transactions.map((t) => t.blockTime),
      transactions.map((t) => t.from),
      transactions.map((t) => t.to),
      transactions.map((t) => t.status),
    ],
  )
  // Every account a transaction touches: its sender, its recipient, every transfer's parties.
  const byHash = new Map(transactions.map((t) => [t.hash, t]))
  const touched = new Map<string, { account: string; block: bigint; index: number; hash: string }>()
  const touch = (account: string | null, hash: string) => {
    const transaction = byHash.get(hash)
    if (!account || account === ZERO_ADDRESS || !transaction) return
    touched.set(`${account}:${hash}`, {
      account,
      block: transaction.blockNumber,
      index: transaction.txIndex,
      hash,
    })
  }
  for (const t of transactions) {
    touch(t.from, t.hash)
    touch(t.to, t.hash)
  }
  for (const transfer of transfers) {
    touch(transfer.from, transfer.txHash)
    touch(transfer.to, transfer.txHash)
  }
  const rows = [...touched.values()]
  await tx.query(
    `insert into account_transactions (chain_id, account, block_number, tx_index, hash)
     select $1, * from unnest($2::text[], $3::bigint[], $4::int[], $5::text[])
     on conflict do nothing`,
    [
      chainId,
      rows.map((row) => row.account),
      rows.map((row) => row.block.toString()),
      rows.map((row) => row.index),
      rows.map((row) => row.hash),
    ],
  )
}

/** Inserts the transfers and returns those that were not stored before. */
async function insertTransfers(tx: SqlExecutor, batch: RangeBatch): Promise<TransferRecord[]> {
  const { transfers, chainId } = batch
  if (transfers.length === 0) return []
  const rows = await tx.query<{ tx_hash: string; log_index: number }>(
    `insert into transfers
       (chain_id, tx_hash, log_index, block_number, kind, token, from_address, to_address,
        amount, token_id)
     select $1, * from unnest($2::text[], $3::int[], $4::bigint[], $5::text[], $6::text[],
       $7::text[], $8::text[], $9::numeric[], $10::numeric[])
     on conflict do nothing
     returning tx_hash, log_index`,
    [
      chainId,
      transfers.map((t) => t.txHash),
      transfers.map((t) => t.logIndex),
      transfers.map((t) => t.blockNumber.toString()),
      transfers.map((t) => t.kind),
      transfers.map((t) => t.token),
      transfers.map((t) => t.from),
      transfers.map((t) => t.to),
      transfers.map((t) => t.amount.toString()),
      transfers.map((t) => (t.tokenId === null ? null : t.tokenId.toString())),
    ],
  )
  const inserted = new Set(rows.map((row) => `${row.tx_hash}:${Number(row.log_index)}`))
  return transfers.filter((t) => inserted.has(`${t.txHash}:${t.logIndex}`))
}

/** Moves ERC-20 holdings by the newly stored transfers (mints and burns touch one side). */
async function applyHoldings(
  tx: SqlExecutor,
  chainId: number,
  transfers: readonly TransferRecord[],
): Promise<void> {
  const deltas = new Map<string, { account: string; token: string; delta: bigint }>()
  const add = (account: string, token: string, delta: bigint) => {
    if (account === ZERO_ADDRESS) return
    const key = `${account}:${token}`
    const entry = deltas.get(key) ?? { account, token, delta: 0n }
    entry.delta += delta
    deltas.set(key, entry)
  }
  for (const transfer of transfers) {
    if (transfer.kind !== 'erc20' || transfer.token === null) continue
    add(transfer.from, transfer.token, -transfer.amount)
    add(transfer.to, transfer.token, transfer.amount)
  }
  const rows = [...deltas.values()].filter((row) => row.delta !== 0n)
  if (rows.length === 0) return
  await tx.query(
    `insert into holdings (chain_id, account, token, balance)
     select $1, * from unnest($2::text[], $3::text[], $4::numeric[])
     on conflict (chain_id, account, token)
     do update set balance = holdings.balance + excluded.balance`,
    [
      chainId,
      rows.map((row) => row.account),
      rows.map((row) => row.token),
      rows.map((row) => row.delta.toString()),
    ],
  )
}

/** Records the owner of each NFT after its latest transfer (older transfers never win). */
async function applyNftOwners(
  tx: SqlExecutor,
  chainId: number,
  transfers: readonly TransferRecord[],
): Promise<void> {
  const latest = new Map<string, TransferRecord>()
  for (const transfer of transfers) {
    if (transfer.kind !== 'erc721' || transfer.token === null || transfer.tokenId === null) continue
    const key = `${transfer.token}:${transfer.tokenId}`
    const previous = latest.get(key)
    if (!previous || isLater(transfer, previous)) latest.set(key, transfer)
  }
  const rows = [...latest.values()]
  if (rows.length === 0) return
  await tx.query(
    `insert into nft_owners (chain_id, contract, token_id, owner, block_number, log_index)
     select $1, * from unnest($2::text[], $3::numeric[], $4::text[], $5::bigint[], $6::int[])
     on conflict (chain_id, contract, token_id) do update
       set owner = excluded.owner, block_number = excluded.block_number,
           log_index = excluded.log_index
       where (excluded.block_number, excluded.log_index)
         > (nft_owners.block_number, nft_owners.log_index)`,
    [
      chainId,
      rows.map((row) => row.token),
      rows.map((row) => String(row.tokenId)),
      rows.map((row) => row.to),
      rows.map((row) => row.blockNumber.toString()),
      rows.map((row) => row.logIndex),
    ],
  )
}

function isLater(a: TransferRecord, b: TransferRecord): boolean {
  return a.blockNumber === b.blockNumber ? a.logIndex > b.logIndex : a.blockNumber > b.blockNumber
}
