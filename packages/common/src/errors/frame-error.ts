import { safeGet } from '../internal/safe-get.js'
import { en } from '../messages/en.js'
import { FoyerError } from './FoyerError.js'

/**
 * The error for an embedded-wallet frame error event: its `shortMessage` is the payload's
 * `message`, or 'An error occurred' when the payload has none (SPEC §8).
 */
export function frameError(payload: unknown): FoyerError<'FRAME_ERROR'> {
  const message = safeGet(payload, 'message')
  const text = typeof message === 'string' && message.trim() ? message : en.errors.UNKNOWN_ERROR
  return new FoyerError('FRAME_ERROR', { values: { message: text }, cause: payload })
}
