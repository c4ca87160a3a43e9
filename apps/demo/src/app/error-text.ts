import { errorFromProvider } from '@foyer/common'

/** The user-facing text of a wallet or node error (SPEC §8, through Foyer's mapping). */
export function errorText(error: unknown): string {
  return errorFromProvider(error).shortMessage
}
