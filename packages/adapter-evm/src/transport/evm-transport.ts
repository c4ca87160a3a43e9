import type { Network } from '@foyer/common'
import { type FallbackTransport, fallback, type HttpTransport, http } from 'viem'

/**
 * The RPC numbers of SPEC §9 as viem transport options. Retries live on the fallback
 * transport (viem forces its inner transports to `retryCount: 0`), so one retry walks the
 * whole list of endpoints again; viem waits `retryDelay * 2^n` before retry n (150, 300,
 * 600 ms).
 */
export const evmTransportConfig = {
  http: {
    /** HTTP RPC timeout (SPEC §9: 10000 ms). */
    timeout: 10_000,
    /** JSON-RPC batches of up to 1000 requests (SPEC §9: batch limit 1000). */
    batch: { batchSize: 1_000 },
  },
  fallback: {
    /** Retries after the first attempt (SPEC §9: 3). */
    retryCount: 3,
    /** First retry delay in ms, doubled on each retry (SPEC §9: 150 ms). */
    retryDelay: 150,
    /** Endpoint ranking (SPEC §9): ping every 4000 ms, 10 samples, 0.7 stability, 0.3 latency. */
    rank: {
      interval: 4_000,
      sampleCount: 10,
      weights: { stability: 0.7, latency: 0.3 },
    },
  },
} as const

/**
 * Size of viem's in-flight request dedupe cache (an LRU of 8192 promises, SPEC §9). viem
 * owns that cache; Foyer's reads opt in with `{ dedupe: true }` so identical concurrent
 * reads share one request.
 */
export const RPC_DEDUPE_CACHE_SIZE = 8_192

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
    throw new Error(`No RPC URL for network ${network.caipNetworkId}`)
  }
  const transports = urls.map((url) => http(url, evmTransportConfig.http))
  const { rank, ...retry } = evmTransportConfig.fallback
  return fallback(transports, { ...retry, rank: transports.length > 1 ? rank : false })
}
