import type { TransactionRecord, TransferRecord } from '../storage/records.js'
import type { ChainBlock, ChainLog } from './chain-reader.js'
import type { TracedTransaction } from './internal-transfers.js'

/** A Transfer log decoded: ERC-20 (3 topics, amount in data) or ERC-721 (4 topics). */
export interface DecodedTransfer {
  kind: 'erc20' | 'erc721'
  token: string
  from: string
  to: string
  amount: bigint
  tokenId: bigint | null
}

/** Decodes a Transfer log, or null when it matches neither standard's layout. */
export function decodeTransferLog(log: ChainLog): DecodedTransfer | null {
  const [, fromTopic, toTopic, idTopic] = log.topics
  if (!fromTopic || !toTopic) return null
  const from = topicAddress(fromTopic)
  const to = topicAddress(toTopic)
  if (from === null || to === null) return null
  if (log.topics.length === 4 && idTopic && log.data === '0x') {
    return { kind: 'erc721', token: log.address, from, to, amount: 1n, tokenId: BigInt(idTopic) }
  }
  if (log.topics.length === 3 && log.data.length === 66) {
    return { kind: 'erc20', token: log.address, from, to, amount: BigInt(log.data), tokenId: null }
  }
  return null
}

function topicAddress(topic: string): string | null {
  if (!/^0x0{24}[0-9a-fA-F]{40}$/.test(topic)) return null
  return `0x${topic.slice(26).toLowerCase()}`
}

/**
 * The transactions and transfers of a block range: every transaction of the blocks, a
 * native transfer (log index -1) for each successful one that moved value, the ether its
 * contracts moved inside it (log indexes -2, -3, … in execution order, from `traces`), and
 * one transfer per decodable Transfer log. `succeeded` holds the status of value-moving
 * transactions; a traced transaction whose trace failed is failed too.
 */
export function buildRange(
  blocks: readonly ChainBlock[],
  logs: readonly ChainLog[],
  succeeded: ReadonlyMap<string, boolean>,
  traces: ReadonlyMap<string, TracedTransaction> = new Map(),
): { transactions: TransactionRecord[]; transfers: TransferRecord[] } {
  const transactions: TransactionRecord[] = []
  const transfers: TransferRecord[] = []
  for (const block of blocks) {
    for (const tx of block.transactions) {
      const trace = traces.get(tx.hash)
      const ok = (tx.value > 0n ? (succeeded.get(tx.hash) ?? true) : true) && trace?.failed !== true
      transactions.push({
        hash: tx.hash,
        blockNumber: block.number,
        txIndex: Number(tx.transactionIndex),
        blockTime: Number(block.timestamp),
        from: tx.from,
        to: tx.to ?? null,
        status: ok ? 'confirmed' : 'failed',
      })
      if (tx.value > 0n && ok && tx.to) {
        transfers.push({
          txHash: tx.hash,
          logIndex: -1,
          blockNumber: block.number,
          kind: 'native',
          token: null,
          from: tx.from,
          to: tx.to,
          amount: tx.value,
          tokenId: null,
        })
      }
      if (!ok) continue
      trace?.transfers.forEach((internal, index) => {
        transfers.push({
          txHash: tx.hash,
          logIndex: -2 - index,
          blockNumber: block.number,
          kind: 'native',
          token: null,
          from: internal.from,
          to: internal.to,
          amount: internal.amount,
          tokenId: null,
        })
      })
    }
  }
  for (const log of logs) {
    const decoded = decodeTransferLog(log)
    if (!decoded) continue
    transfers.push({
      txHash: log.transactionHash,
      logIndex: Number(log.logIndex),
      blockNumber: log.blockNumber,
      ...decoded,
    })
  }
  return { transactions, transfers }
}

/** Blocks holding a transaction that moved native value (their receipts tell the status). */
export function blocksWithValue(blocks: readonly ChainBlock[]): bigint[] {
  return blocks
    .filter((block) => block.transactions.some((tx) => tx.value > 0n))
    .map((b) => b.number)
}
