import { z } from 'zod'
import { type CallFrame, callFrameSchema } from './internal-transfers.js'
import {
  addressSchema,
  hexSchema,
  type JsonRpcClient,
  parseResult,
  quantitySchema,
} from './json-rpc.js'

/** keccak256("Transfer(address,address,uint256)"): ERC-20 and ERC-721 share it. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

const transactionSchema = z.object({
  hash: hexSchema.transform((value) => value.toLowerCase()),
  from: addressSchema,
  to: addressSchema.nullable().optional(),
  value: quantitySchema,
  transactionIndex: quantitySchema,
})

const blockSchema = z.object({
  number: quantitySchema,
  hash: hexSchema,
  timestamp: quantitySchema,
  transactions: z.array(transactionSchema),
})

const logSchema = z.object({
  address: addressSchema,
  topics: z.array(hexSchema),
  data: hexSchema,
  transactionHash: hexSchema.transform((value) => value.toLowerCase()),
  logIndex: quantitySchema,
  blockNumber: quantitySchema,
  removed: z.boolean().optional(),
})

const receiptSchema = z.object({
  transactionHash: hexSchema.transform((value) => value.toLowerCase()),
  status: quantitySchema.optional(),
})

/** A block with its full transactions, as the indexer needs it. */
export type ChainBlock = z.output<typeof blockSchema>
/** A Transfer log. */
export type ChainLog = z.output<typeof logSchema>

/** How many blocks one JSON-RPC batch asks for. */
const BLOCKS_PER_BATCH = 100
/** How many transaction traces one JSON-RPC batch asks for. */
const TRACES_PER_BATCH = 50

/** Reads blocks, logs and receipts from a node. */
export class ChainReader {
  constructor(readonly rpc: JsonRpcClient) {}

  /** The node's chain id. */
  chainId(): Promise<number> {
    return this.rpc.call('eth_chainId', [], quantitySchema.transform(Number))
  }

  /** The latest block number. */
  head(): Promise<bigint> {
    return this.rpc.call('eth_blockNumber', [], quantitySchema)
  }

  /** Blocks `from`..`to` (inclusive) with full transactions, in order. */
  async blocks(from: bigint, to: bigint): Promise<ChainBlock[]> {
    const blocks: ChainBlock[] = []
    for (let start = from; start <= to; start += BigInt(BLOCKS_PER_BATCH)) {
      const end =
        start + BigInt(BLOCKS_PER_BATCH) - 1n < to ? start + BigInt(BLOCKS_PER_BATCH) - 1n : to
      const calls = []
      for (let n = start; n <= end; n++) {
        calls.push({ method: 'eth_getBlockByNumber', params: [`0x${n.toString(16)}`, true] })
      }
      const results = await this.rpc.batch(calls)
      for (const result of results) {
        const block = parseResult('eth_getBlockByNumber', blockSchema.nullable(), result)
        if (!block) throw new Error('The node does not have a block below its head yet')
        blocks.push(block)
      }
    }
    return blocks
  }

  /** Transfer logs of blocks `from`..`to`, in chain order. */
  async transferLogs(from: bigint, to: bigint): Promise<ChainLog[]> {
    const logs = await this.rpc.call(
      'eth_getLogs',
      [
        {
          fromBlock: `0x${from.toString(16)}`,
          toBlock: `0x${to.toString(16)}`,
          topics: [TRANSFER_TOPIC],
        },
      ],
      z.array(logSchema),
    )
    return logs.filter((log) => !log.removed)
  }

  /** Whether each transaction of `blockNumber` succeeded, by hash. */
  async statuses(blockNumbers: readonly bigint[]): Promise<Map<string, boolean>> {
    const statuses = new Map<string, boolean>()
    if (blockNumbers.length === 0) return statuses
    const results = await this.rpc.batch(
      blockNumbers.map((n) => ({
        method: 'eth_getBlockReceipts',
        params: [`0x${n.toString(16)}`],
      })),
    )
    for (const result of results) {
      const receipts = parseResult('eth_getBlockReceipts', z.array(receiptSchema), result)
      for (const receipt of receipts) {
        statuses.set(receipt.transactionHash, receipt.status === undefined || receipt.status === 1n)
      }
    }
    return statuses
  }

  /**
   * The `callTracer` trace of each transaction in `hashes`, by hash. Rejects with an
   * `RpcError` when the node does not trace (see `isTracingUnsupported`).
   */
  async traces(hashes: readonly string[]): Promise<Map<string, CallFrame>> {
    const traces = new Map<string, CallFrame>()
    for (let start = 0; start < hashes.length; start += TRACES_PER_BATCH) {
      const chunk = hashes.slice(start, start + TRACES_PER_BATCH)
      const results = await this.rpc.batch(
        chunk.map((hash) => ({
          method: 'debug_traceTransaction',
          params: [hash, { tracer: 'callTracer' }],
        })),
      )
      chunk.forEach((hash, index) => {
        traces.set(hash, parseResult('debug_traceTransaction', callFrameSchema, results[index]))
      })
    }
    return traces
  }
}
