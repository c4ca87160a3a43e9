import { FoyerError } from '@foyer/common'
import * as z from 'zod/mini'
import { ESPLORA_TIMEOUT_MS } from './esplora-client.js'

/** How often the chain tip and a transaction's status are asked for, by default. */
export const ESPLORA_POLL_INTERVAL_MS = 2_000

const heightSchema = z.string().check(z.regex(/^\d+$/))
const statusSchema = z.object({
  confirmed: z.boolean(),
  block_height: z.optional(z.int().check(z.gte(0))),
})

async function getText(baseUrl: string, path: string, fetchImpl: typeof fetch) {
  const url = `${baseUrl.replace(/\/+$/, '')}${path}`
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(ESPLORA_TIMEOUT_MS) })
  if (!response.ok) {
    throw new FoyerError('HTTP_STATUS', { values: { status: response.status }, details: url })
  }
  return { url, text: await response.text() }
}

/** The height of the chain tip (`GET /blocks/tip/height`). */
export async function fetchTipHeight(
  baseUrl: string,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<bigint> {
  const { url, text } = await getText(baseUrl, '/blocks/tip/height', fetchImpl)
  const parsed = heightSchema.safeParse(text.trim())
  if (!parsed.success) throw new FoyerError('UNKNOWN_ERROR', { details: `${url}: not a height` })
  return BigInt(parsed.data)
}

/** The block height of a transaction, or undefined while it waits in the mempool. */
export async function fetchTxBlockHeight(
  baseUrl: string,
  txid: string,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<bigint | undefined> {
  const path = `/tx/${encodeURIComponent(txid)}/status`
  const { url, text } = await getText(baseUrl, path, fetchImpl)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new FoyerError('UNKNOWN_ERROR', { details: `${url}: not JSON` })
  }
  const parsed = statusSchema.safeParse(json)
  if (!parsed.success) {
    throw new FoyerError('UNKNOWN_ERROR', { details: `${url}: ${z.prettifyError(parsed.error)}` })
  }
  const { confirmed, block_height } = parsed.data
  return confirmed && block_height !== undefined ? BigInt(block_height) : undefined
}

/**
 * Polls the chain tip every `intervalMs` and calls `onBlock` with each new height (not the
 * one seen first); failures go to `onError` and polling goes on. Returns the stop function.
 */
export function watchTip(params: {
  baseUrl: string
  onBlock: (height: bigint) => void
  onError?: ((error: unknown) => void) | undefined
  intervalMs?: number | undefined
  fetch?: typeof fetch | undefined
}): () => void {
  let stopped = false
  let last: bigint | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const poll = async () => {
    try {
      const height = await fetchTipHeight(params.baseUrl, params.fetch)
      if (!stopped && last !== undefined && height > last) params.onBlock(height)
      if (last === undefined || height > last) last = height
    } catch (error) {
      if (!stopped) params.onError?.(error)
    }
    if (!stopped) timer = setTimeout(poll, params.intervalMs ?? ESPLORA_POLL_INTERVAL_MS)
  }
  void poll()
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}

/**
 * Resolves with the block height once transaction `txid` is in a block, polling its status
 * every `intervalMs`; rejects when `signal` aborts. A failed poll is retried.
 */
export async function waitForConfirmation(params: {
  baseUrl: string
  txid: string
  signal?: AbortSignal | undefined
  intervalMs?: number | undefined
  fetch?: typeof fetch | undefined
}): Promise<bigint> {
  const { signal } = params
  for (;;) {
    signal?.throwIfAborted()
    try {
      const height = await fetchTxBlockHeight(params.baseUrl, params.txid, params.fetch)
      if (height !== undefined) return height
    } catch (error) {
      signal?.throwIfAborted()
      console.warn('[foyer] transaction status not read', error)
    }
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, params.intervalMs ?? ESPLORA_POLL_INTERVAL_MS)
      signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer)
          reject(signal.reason)
        },
        { once: true },
      )
    })
  }
}
