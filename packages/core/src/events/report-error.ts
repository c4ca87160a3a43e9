import { errorFromProvider, isFoyerError } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'
import { trackEvent } from './track-event.js'

/** Longest message an INTERNAL_SDK_ERROR carries (the payload stays short). */
export const INTERNAL_ERROR_MESSAGE_LIMIT = 200

/**
 * Whether an error is unexpected: not a {@link FoyerError} of the catalogue and not a user
 * rejection, or anything else a wallet or node answers with a known code.
 */
export function isUnexpectedError(error: unknown): boolean {
  if (isFoyerError(error)) return false
  return errorFromProvider(error).code === 'UNKNOWN_ERROR'
}

/**
 * Reports an error core caught: expected ones (catalogue errors, rejections) are logged as
 * warnings; unexpected ones are logged as errors and sent once per distinct error as
 * INTERNAL_SDK_ERROR (SPEC §7) with a short payload: where it happened and its message.
 * The entry is not printed (callers keep their own console line). Never throws.
 */
export function reportError(client: FoyerClient, error: unknown, context: string): void {
  if (!isUnexpectedError(error)) {
    client.logger.log('warn', context, { details: error, print: false })
    return
  }
  client.logger.log('error', context, { details: error, print: false })
  const message = `${context}: ${errorMessage(error)}`.slice(0, INTERNAL_ERROR_MESSAGE_LIMIT)
  client.runtime.reportedErrors ??= new Set()
  const reported = client.runtime.reportedErrors
  if (reported.has(message)) return
  reported.add(message)
  const name = error instanceof Error ? error.name : undefined
  trackEvent(client, {
    event: 'INTERNAL_SDK_ERROR',
    properties: name ? { message, code: name } : { message },
  })
}

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name
  if (typeof error === 'string') return error
  try {
    return JSON.stringify(error) ?? String(error)
  } catch {
    return String(error)
  }
}
