import {
  FALLBACK_LATENCY_WEIGHT,
  FALLBACK_PING_INTERVAL_MS,
  FALLBACK_SAMPLE_COUNT,
  FALLBACK_STABILITY_WEIGHT,
  FoyerError,
  type Network,
  RPC_BATCH_LIMIT,
  RPC_RETRY_COUNT,
  RPC_RETRY_DELAY_MS,
  RPC_TIMEOUT_MS,
} from '@foyer/common'
import { type FallbackTransport, fallback, type HttpTransport, http } from 'viem'

/**
 * The RPC numbers of SPEC §9 as viem transport options. Retries live on the fallback
 * transport (viem forces its inner transports to `retryCount: 0`), so one retry walks the
 * whole list of endpoints again; viem waits `retryDelay * 2^n` before retry n (150, 300,
 * 600 ms).
 *
 * SPEC §9's dedupe cache of 8192 (`RPC_DEDUPE_CACHE_SIZE`) is viem's own: an LRU of
 * in-flight requests, fixed at 8192 entries, that requests join with `{ dedupe: true }`.
 * Foyer's reads (balances, calls, gas) all pass it, so identical concurrent reads share
 * one request.
 */
export const evmTransportConfig = {
  http: {
    /** HTTP RPC timeout (SPEC §9: 10000 ms). */
    timeout: RPC_TIMEOUT_MS,
    /** JSON-RPC batches of up to 1000 requests (SPEC §9: batch limit 1000). */
    batch: { batchSize: RPC_BATCH_LIMIT },
  },
  fallback: {
    /** Retries after the first attempt (SPEC §9: 3). */
    retryCount: RPC_RETRY_COUNT,
    /** First retry delay in ms, doubled on each retry (SPEC §9: 150 ms). */
    retryDelay: RPC_RETRY_DELAY_MS,
    /** Endpoint ranking (SPEC §9): ping every 4000 ms, 10 samples, 0.7 stability, 0.3 latency. */
    rank: {
      interval: FALLBACK_PING_INTERVAL_MS,
      sampleCount: FALLBACK_SAMPLE_COUNT,
      weights: { stability: FALLBACK_STABILITY_WEIGHT, latency: FALLBACK_LATENCY_WEIGHT },
    },
  },
} as const

/** Options of {@link createEvmTransport}. */
export interface EvmTransportOptions {
  /** Endpoints to use instead of the network's own `rpcUrls.default.http`. */
  urls?: readonly string[]
}

/**
 * The app-side RPC transport of one EVM network: one viem `http` transport per endpoint
 * (timeout and batching of SPEC §9) inside a viem `fallback` (retries and, with more than
 * one endpoint, ranking). A single endpoint is not ranked: ranking pings forever and has
 * nothing to choose between.
 */
export function createEvmTransport(
  network: Network,
  options: EvmTransportOptions = {},
): FallbackTransport<readonly HttpTransport[]> {
  const urls = options.urls ?? network.rpcUrls.default.http
  if (urls.length === 0) {
    throw new FoyerError('INVALID_NETWORK', { details: `No RPC URL for ${network.caipNetworkId}` })
  }
  const transports = urls.map((url) => http(url, evmTransportConfig.http))
  const { rank, ...retry } = evmTransportConfig.fallback
  return fallback(transports, { ...retry, rank: transports.length > 1 ? rank : false })
}
