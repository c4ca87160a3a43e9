import type { CaipNetworkId } from '@foyer/common'
import type { TransactionOutcome } from '@foyer/core'
import { waitForTransactionReceipt, watchBlockNumber } from 'viem/actions'
import { hexSchema } from '../provider/schemas.js'
import type { EvmAdapterState } from '../state.js'
import { getPublicClient } from '../transport/public-client.js'

/** How often the node is asked for its block number while blocks are watched. */
export const BLOCK_POLL_INTERVAL_MS = 1000

/** How long a transaction is waited for before giving up (viem then rejects). */
export const TRANSACTION_WAIT_TIMEOUT_MS = 5 * 60 * 1000

/**
 * Calls `onBlock` with each new block number of a configured network, polling the app's RPC
 * (`eth_blockNumber`) every {@link BLOCK_POLL_INTERVAL_MS}; the first number read is the
 * starting point, not reported. Returns the function that stops watching.
 */
export function watchBlocks(
  state: EvmAdapterState,
  params: {
    caipNetworkId: CaipNetworkId
    onBlock: (blockNumber: bigint) => void
    onError?: (error: unknown) => void
  },
): () => void {
  const client = getPublicClient(state, params.caipNetworkId)
  return watchBlockNumber(client, {
    poll: true,
    pollingInterval: BLOCK_POLL_INTERVAL_MS,
    emitOnBegin: false,
    emitMissed: false,
    onBlockNumber: (blockNumber) => params.onBlock(blockNumber),
    onError: (error) => params.onError?.(error),
  })
}

/**
 * Resolves once the transaction `hash` is mined on a configured network (its receipt, read
 * through the app's RPC), with its block and outcome. Rejects if `signal` aborts first.
 */
export async function waitForTransaction(
  state: EvmAdapterState,
  params: { hash: string; caipNetworkId: CaipNetworkId; signal?: AbortSignal },
): Promise<TransactionOutcome> {
  const hash = hexSchema.parse(params.hash)
  const client = getPublicClient(state, params.caipNetworkId)
  const receipt = waitForTransactionReceipt(client, {
    hash,
    pollingInterval: BLOCK_POLL_INTERVAL_MS,
    timeout: TRANSACTION_WAIT_TIMEOUT_MS,
  })
  const { signal } = params
  const outcome = signal
    ? await Promise.race([
        receipt,
        new Promise<never>((_, reject) => {
          if (signal.aborted) reject(signal.reason)
          signal.addEventListener('abort', () => reject(signal.reason), { once: true })
        }),
      ])
    : await receipt
  return { blockNumber: outcome.blockNumber, status: outcome.status }
}
