import * as z from 'zod/mini'
import { FoyerError } from '../errors/FoyerError.js'

const HEX_PREFIXED = /^0x/

/**
 * One call of `wallet_sendCalls` (EIP-5792): `to` starts with 0x, and any `data` also
 * starts with 0x (SPEC §5). Other fields pass through.
 */
export const sendCallSchema = z.looseObject({
  to: z.string().check(z.regex(HEX_PREFIXED)),
  data: z.optional(z.string().check(z.regex(HEX_PREFIXED))),
  value: z.optional(z.string()),
})

/** A checked `wallet_sendCalls` call. */
export type SendCall = z.infer<typeof sendCallSchema>

/** The first parameter of `wallet_sendCalls`, with at least one call (zod/mini schema). */
export const sendCallsParamsSchema = z.looseObject({
  calls: z.array(sendCallSchema).check(z.minLength(1)),
})

/**
 * Checks `wallet_sendCalls` entries and returns them typed.
 *
 * @throws {FoyerError} `INVALID_SEND_CALLS` naming the first bad entry.
 */
export function parseSendCalls(calls: unknown): SendCall[] {
  const result = z.array(sendCallSchema).safeParse(calls)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  throw new FoyerError('INVALID_SEND_CALLS', {
    details: issue ? `${issue.path.join('.') || 'calls'}: ${issue.message}` : undefined,
    cause: result.error,
  })
}
