import { type FoyerError, type FoyerErrorCode, isFoyerError } from '@foyer/common'
import { expect } from 'vitest'

/** Awaits `promise`, expects it to reject with a {@link FoyerError} of `code`, and returns that error. */
export async function expectFoyerError(
  promise: Promise<unknown> | undefined,
  code: FoyerErrorCode,
): Promise<FoyerError> {
  const outcome = await Promise.resolve(promise).then(
    (value) => ({ rejected: false as const, value }),
    (error: unknown) => ({ rejected: true as const, error }),
  )
  if (!outcome.rejected) throw new Error(`expected ${code}, got a result: ${String(outcome.value)}`)
  expect(isFoyerError(outcome.error), String(outcome.error)).toBe(true)
  expect((outcome.error as FoyerError).code, String(outcome.error)).toBe(code)
  return outcome.error as FoyerError
}
