import type { SwapToken } from '@foyer/core'

/** The least output accepted with `slippagePercent` tolerance (rounded down). */
export function minimumAmountOut(amountOut: bigint, slippagePercent: number): bigint {
  const basisPoints = BigInt(Math.round(slippagePercent * 100))
  return (amountOut * (10_000n - basisPoints)) / 10_000n
}

/** SPEC §9: the default swap slippage tolerance, in percent. */
export const DEFAULT_SLIPPAGE_PERCENT = 1

/** A slippage tolerance as typed: a number from 0.1 to 50 percent, else undefined. */
export function parseSlippage(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.')
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(trimmed)) return undefined
  const value = Number(trimmed)
  return value >= 0.1 && value <= 50 ? value : undefined
}

/** Whether a swap token is the native currency (`{caip2}:native`). */
export function isNativeSwapToken(token: Pick<SwapToken, 'address'>): boolean {
  return token.address.endsWith(':native')
}

/**
 * The token a swap argument names (SPEC §2 rule 1: symbol or CAIP-10 address), compared
 * case-insensitively; undefined when none matches.
 */
export function findSwapToken(
  tokens: readonly SwapToken[],
  wanted: string | undefined,
): SwapToken | undefined {
  if (!wanted) return undefined
  const key = wanted.toLowerCase()
  return tokens.find(
    (token) => token.symbol.toLowerCase() === key || token.address.toLowerCase() === key,
  )
}

/** Whether an error (or one of its causes) is the router refusing a price beyond the slippage. */
export function isSlippageExceeded(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 6 && current; depth++) {
    if (current instanceof Error || typeof current === 'object') {
      const record = current as { message?: unknown; details?: unknown; cause?: unknown }
      const text = `${String(record.message ?? '')} ${String(record.details ?? '')}`
      if (/INSUFFICIENT_OUTPUT_AMOUNT|EXCESSIVE_INPUT_AMOUNT/.test(text)) return true
      current = record.cause
    } else {
      return /INSUFFICIENT_OUTPUT_AMOUNT/.test(String(current))
    }
  }
  return false
}
