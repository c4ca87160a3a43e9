import { FoyerError } from '@foyer/common'
import type { Address } from 'viem'
import { addressSchema } from '../provider/schemas.js'

/**
 * Parses an EVM address the app passed in, checksummed. A bad one throws a
 * {@link FoyerError} with `code` (the send form's 'Please enter a valid amount and receiver
 * address', or a generic error for reads) and the address in `details`.
 */
export function parseAddress(value: string, code: 'INVALID_SEND_INPUT' | 'UNKNOWN_ERROR'): Address {
  const parsed = addressSchema.safeParse(value)
  if (!parsed.success) throw new FoyerError(code, { details: `Invalid EVM address: ${value}` })
  return parsed.data
}
