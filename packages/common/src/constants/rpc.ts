/** An HTTP JSON-RPC request is abandoned after this long (SPEC §9). */
export const RPC_TIMEOUT_MS = 10_000

/** How many times a failed HTTP JSON-RPC request is retried (SPEC §9). */
export const RPC_RETRY_COUNT = 3

/** Delay before the first retry; it doubles for each further retry (SPEC §9). */
export const RPC_RETRY_DELAY_MS = 150

/** The most requests sent in one JSON-RPC batch (SPEC §9). */
export const RPC_BATCH_LIMIT = 1000

/** Entries kept by the in-flight request dedupe cache (SPEC §9). */
export const RPC_DEDUPE_CACHE_SIZE = 8192

/** The fallback transport pings each endpoint this often (SPEC §9). */
export const FALLBACK_PING_INTERVAL_MS = 4000

/** Pings the fallback transport keeps per endpoint to rank it (SPEC §9). */
export const FALLBACK_SAMPLE_COUNT = 10

/** Weight of stability in the fallback transport's ranking (SPEC §9). */
export const FALLBACK_STABILITY_WEIGHT = 0.7

/** Weight of latency in the fallback transport's ranking (SPEC §9). */
export const FALLBACK_LATENCY_WEIGHT = 0.3

/**
 * The delay before retry number `retry` (0 for the first): {@link RPC_RETRY_DELAY_MS}
 * doubling each time — 150, 300, 600 ms.
 */
export function rpcRetryDelayMs(retry: number): number {
  return RPC_RETRY_DELAY_MS * 2 ** retry
}
