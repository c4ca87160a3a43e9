import * as z from 'zod/mini'
import { invalidResponseError } from './errors.js'

/**
 * `value` parsed with `schema`, else a `FoyerError` `SOMETHING_WENT_WRONG` whose details
 * name the call (`label`) and every problem. Never throws anything else.
 */
export function parseAnswer<T>(schema: z.ZodMiniType<T>, value: unknown, label: string): T {
  const result = z.safeParse(schema, value)
  if (result.success) return result.data
  throw invalidResponseError(`${label}: ${z.prettifyError(result.error)}`, result.error)
}
