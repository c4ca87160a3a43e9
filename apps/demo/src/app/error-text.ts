import { errorFromProvider, isFoyerError } from '@foyer/common'

/** The user-facing text of a wallet or node error (SPEC §8, through Foyer's mapping). */
export function errorText(error: unknown): string {
  return errorFromProvider(error).shortMessage
}

/**
 * The wallet frame's own words for a failure (the message of the `FRAME_ERROR` a provider
 * wrapped), when there is one: e.g. why the smart account refused a session's calls.
 */
export function frameReason(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 8 && current instanceof Error; depth++) {
    if (isFoyerError(current, 'FRAME_ERROR')) return current.shortMessage
    current = current.cause
  }
  return undefined
}
