import type { IndexStore } from '../storage/index-store.js'
import type { NftMetadataRecord, TokenRecord, TransferRecord } from '../storage/records.js'
import { Backoff } from './backoff.js'
import { type ChainBlock, ChainReader } from './chain-reader.js'
import { isTracingUnsupported, readTrace, type TracedTransaction } from './internal-transfers.js'
import { JsonRpcClient } from './json-rpc.js'
import { blocksWithValue, buildRange } from './range-builder.js'
import { TokenReader } from './token-reader.js'

/** Settings of one chain's indexer. */
export interface ChainIndexerOptions {
  chainId: number
  rpcUrl: string
  /** Blocks kept back from the head before indexing (reorg safety). */
  confirmations: number
  /** Most blocks indexed per range. */
  blocksPerRange: number
  /** Wait between polls once caught up, in milliseconds. */
  pollIntervalMs: number
  /** First block indexed on a fresh database. */
  startBlock: bigint
  /** First and longest retry delay after a failure, in milliseconds. */
  retryInitialMs: number
  retryMaxMs: number
  log: (line: string) => void
}

/** Progress of one chain's indexer. */
export interface ChainIndexerStatus {
  chainId: number
  /** First block not yet indexed (null before the first read of stored progress). */
  nextBlock: bigint | null
  /** The latest head seen. */
  head: bigint | null
  /** The last failure's message while it is still failing, else null. */
  lastError: string | null
  /** Transfers stored since start. */
  transfersStored: number
}

/**
 * Indexes one EVM chain over JSON-RPC into the store: in block ranges, each stored with its
 * progress in one transaction (so a restart resumes where it stopped, with no gap and no
 * duplicate), `confirmations` blocks behind the head, retrying with backoff while the node
 * is unreachable.
 */
export class ChainIndexer {
  private readonly reader: ChainReader
  private readonly tokens: TokenReader
  private readonly backoff: Backoff
  private stopped = false
  /** False once the node has shown it does not trace transactions. */
  private tracing = true
  private wake: (() => void) | undefined
  private loop: Promise<void> | undefined
  private readonly listeners = new Set<() => void>()
  readonly status: ChainIndexerStatus

  constructor(
    private readonly store: IndexStore,
    private readonly options: ChainIndexerOptions,
  ) {
    const rpc = new JsonRpcClient(options.rpcUrl)
    this.reader = new ChainReader(rpc)
    this.tokens = new TokenReader(rpc)
    this.backoff = new Backoff(options.retryInitialMs, options.retryMaxMs)
    this.status = {
      chainId: options.chainId,
      nextBlock: null,
      head: null,
      lastError: null,
      transfersStored: 0,
    }
  }

  /** Starts the indexing loop (idempotent). */
  start(): void {
    this.loop ??= this.run()
  }

  /** Stops the loop after the range in progress and resolves once it has. */
  async stop(): Promise<void> {
    this.stopped = true
    this.wake?.()
    await this.loop
  }

  /** Resolves once every block up to `blockNumber` is stored (or rejects after `timeoutMs`). */
  async waitForBlock(blockNumber: bigint, timeoutMs = 30_000): Promise<void> {
    const reached = () => this.status.nextBlock !== null && this.status.nextBlock > blockNumber
    if (reached()) return
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.listeners.delete(check)
        reject(new Error(`chain ${this.options.chainId}: block ${blockNumber} not indexed in time`))
      }, timeoutMs)
      const check = () => {
        if (!reached()) return
        clearTimeout(timer)
        this.listeners.delete(check)
        resolve()
      }
      this.listeners.add(check)
    })
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      let caughtUp = false
      try {
        caughtUp = await this.step()
        if (this.status.lastError !== null) {
          this.options.log(`chain ${this.options.chainId}: node reachable again, catching up`)
        }
        this.status.lastError = null
        this.backoff.reset()
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        if (this.status.lastError === null) {
          this.options.log(`chain ${this.options.chainId}: indexing failed (${message}); retrying`)
        }
        this.status.lastError = message
        await this.sleep(this.backoff.next())
        continue
      }
      if (caughtUp) await this.sleep(this.options.pollIntervalMs)
    }
  }

  /** Indexes the next range; true when there was nothing to index. */
  private async step(): Promise<boolean> {
    if (this.status.nextBlock === null) {
      const chainId = await this.reader.chainId()
      if (chainId !== this.options.chainId) {
        throw new Error(
          `${this.options.rpcUrl} serves chain ${chainId}, not ${this.options.chainId}`,
        )
      }
      this.status.nextBlock =
        (await this.store.nextBlock(this.options.chainId)) ?? this.options.startBlock
    }
    const head = await this.reader.head()
    this.status.head = head
    const safe = head - BigInt(this.options.confirmations)
    const from = this.status.nextBlock
    if (from > safe) return true
    const last = from + BigInt(this.options.blocksPerRange) - 1n
    const to = last < safe ? last : safe
    const [blocks, logs] = await Promise.all([
      this.reader.blocks(from, to),
      this.reader.transferLogs(from, to),
    ])
    const statuses = await this.reader.statuses(blocksWithValue(blocks))
    const traces = await this.internalTransfers(blocks)
    const { transactions, transfers } = buildRange(blocks, logs, statuses, traces)
    const tokens = await this.newTokens(transfers)
    const nftMetadata = await this.newNftMetadata(transfers)
    const stored = await this.store.storeRange({
      chainId: this.options.chainId,
      transactions,
      transfers,
      tokens,
      nftMetadata,
      nextBlock: to + 1n,
    })
    this.status.nextBlock = to + 1n
    this.status.transfersStored += stored.transfers
    for (const listener of [...this.listeners]) listener()
    return false
  }

  /**
   * The traces of the blocks' transactions (ether contracts moved inside them); none once the
   * node has refused to trace, which is logged once and leaves those transfers unindexed.
   */
  private async internalTransfers(
    blocks: readonly ChainBlock[],
  ): Promise<Map<string, TracedTransaction>> {
    const traced = new Map<string, TracedTransaction>()
    if (!this.tracing) return traced
    const hashes = blocks.flatMap((block) => block.transactions.map((tx) => tx.hash))
    try {
      for (const [hash, frame] of await this.reader.traces(hashes))
        traced.set(hash, readTrace(frame))
    } catch (error) {
      if (!isTracingUnsupported(error)) throw error
      this.tracing = false
      this.options.log(
        `chain ${this.options.chainId}: the node does not trace transactions (${(error as Error).message}); ether sent by contracts is not indexed`,
      )
    }
    return traced
  }

  /** Metadata of token contracts first seen in `transfers`. */
  private async newTokens(transfers: readonly TransferRecord[]): Promise<TokenRecord[]> {
    const kinds = new Map<string, 'erc20' | 'erc721'>()
    for (const transfer of transfers) {
      if (transfer.token !== null && transfer.kind !== 'native') {
        kinds.set(transfer.token, transfer.kind)
      }
    }
    const known = await this.store.knownTokens(this.options.chainId, [...kinds.keys()])
    const missing = [...kinds].filter(([address]) => !known.has(address))
    return Promise.all(missing.map(([address, kind]) => this.tokens.token(address, kind)))
  }

  /** Metadata of NFTs first seen in `transfers`. */
  private async newNftMetadata(transfers: readonly TransferRecord[]): Promise<NftMetadataRecord[]> {
    const nfts = new Map<string, { contract: string; tokenId: bigint }>()
    for (const transfer of transfers) {
      if (transfer.kind === 'erc721' && transfer.token !== null && transfer.tokenId !== null) {
        nfts.set(`${transfer.token}:${transfer.tokenId}`, {
          contract: transfer.token,
          tokenId: transfer.tokenId,
        })
      }
    }
    const known = await this.store.knownNfts(this.options.chainId, [...nfts.keys()])
    const missing = [...nfts].filter(([key]) => !known.has(key)).map(([, nft]) => nft)
    return Promise.all(missing.map((nft) => this.tokens.nft(nft.contract, nft.tokenId)))
  }

  private sleep(ms: number): Promise<void> {
    if (this.stopped) return Promise.resolve()
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms)
      function done() {
        clearTimeout(timer)
        resolve()
      }
      this.wake = done
    })
  }
}
