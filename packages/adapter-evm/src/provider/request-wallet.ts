import { errorFromProvider, FoyerError } from '@foyer/common'
import * as z from 'zod/mini'
import type { Eip1193Provider, Eip1193RequestArguments } from './types.js'

/**
 * Sends one request to a wallet and parses its answer with `schema`. A wallet error is
 * mapped through `errorFromProvider` (so the UI shows SPEC §8's text); an answer that
 * fails the schema becomes a `FoyerError` instead of reaching the app.
 */
export async function requestWallet<Output>(
  provider: Eip1193Provider,
  args: Eip1193RequestArguments,
  schema: z.ZodMiniType<Output>,
): Promise<Output> {
  let answer: unknown
  try {
    answer = await provider.request(args)
  } catch (error) {
    throw errorFromProvider(error)
  }
  const parsed = schema.safeParse(answer)
  if (!parsed.success) {
    // common has no dedicated code for a malformed wallet answer; the details say what it was.
    throw new FoyerError('UNKNOWN_ERROR', {
      details: `The wallet answered ${args.method} with an invalid value: ${z.prettifyError(parsed.error)}`,
      cause: parsed.error,
    })
  }
  return parsed.data
}
