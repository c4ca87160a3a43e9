import { FoyerError } from '@foyer/common'
import * as z from 'zod/mini'

const statsSchema = z.object({
  funded_txo_sum: z.number().check(z.gte(0)),
  spent_txo_sum: z.number().check(z.gte(0)),
})
const addressSchema = z.object({ chain_stats: statsSchema, mempool_stats: statsSchema })

/** How long one esplora request may take. */
export const ESPLORA_TIMEOUT_MS = 10_000

/**
 * The confirmed balance of `address` in satoshis, from an esplora-compatible API at
 * `baseUrl` (`GET /address/:address`: funded minus spent outputs in blocks). Throws a
 * FoyerError for an HTTP failure or an answer that fails its schema.
 */
export async function fetchConfirmedBalance(
  baseUrl: string,
  address: string,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<bigint> {
  const url = `${baseUrl.replace(/\/+$/, '')}/address/${encodeURIComponent(address)}`
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(ESPLORA_TIMEOUT_MS) })
  if (!response.ok) {
    throw new FoyerError('HTTP_STATUS', { values: { status: response.status }, details: url })
  }
  const parsed = addressSchema.safeParse(await response.json())
  if (!parsed.success) {
    throw new FoyerError('UNKNOWN_ERROR', { details: `${url}: ${z.prettifyError(parsed.error)}` })
  }
  const { funded_txo_sum, spent_txo_sum } = parsed.data.chain_stats
  return BigInt(funded_txo_sum) - BigInt(spent_txo_sum)
}
