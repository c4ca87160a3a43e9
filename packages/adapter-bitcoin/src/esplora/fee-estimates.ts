import { FoyerError } from '@foyer/common'
import * as z from 'zod/mini'
import { ESPLORA_TIMEOUT_MS } from './esplora-client.js'

/** esplora's `/fee-estimates`: sat/vB by confirmation target (in blocks). */
const feeEstimatesSchema = z.record(z.string(), z.number().check(z.gte(0)))

/** The confirmation target the send form quotes: the next block. */
export const FEE_TARGET_BLOCKS = 1

/**
 * The fee rate (sat/vB, rounded up to a whole satoshi, at least 1) for confirmation within
 * {@link FEE_TARGET_BLOCKS} block, from an esplora-compatible API's `/fee-estimates`; the
 * lowest target quoted when that one is absent. Throws a FoyerError for an HTTP failure,
 * an answer that fails its schema, or no estimate at all.
 */
export async function fetchFeeRate(
  baseUrl: string,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<bigint> {
  const url = `${baseUrl.replace(/\/+$/, '')}/fee-estimates`
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(ESPLORA_TIMEOUT_MS) })
  if (!response.ok) {
    throw new FoyerError('HTTP_STATUS', { values: { status: response.status }, details: url })
  }
  const parsed = feeEstimatesSchema.safeParse(await response.json())
  if (!parsed.success) {
    throw new FoyerError('UNKNOWN_ERROR', { details: `${url}: ${z.prettifyError(parsed.error)}` })
  }
  const targets = Object.entries(parsed.data)
    .map(([target, rate]) => [Number(target), rate] as const)
    .filter(([target]) => Number.isInteger(target) && target > 0)
    .sort(([a], [b]) => a - b)
  const rate = targets.find(([target]) => target === FEE_TARGET_BLOCKS)?.[1] ?? targets[0]?.[1]
  if (rate === undefined) throw new FoyerError('UNKNOWN_ERROR', { details: `${url}: no estimate` })
  return BigInt(Math.max(1, Math.ceil(rate)))
}
