import { errorFromProvider, FoyerError, type FoyerErrorCode } from '@foyer/common'
import { stringToHex } from 'viem'
import { requestWallet } from '../provider/request-wallet.js'
import { hexSchema } from '../provider/schemas.js'
import { type EvmAdapterState, requireAccount, requireConnection } from '../state.js'

/** Codes that only say "it failed"; sign failures with these become 'Failed to sign message'. */
const GENERIC_CODES: readonly FoyerErrorCode[] = ['UNKNOWN_ERROR', 'INTERNAL_ERROR']

/** Signs a text message with `personal_sign` (UTF-8, hex-encoded) by a connected account. */
export async function signMessage(
  state: EvmAdapterState,
  params: { message: string; address: string },
): Promise<string> {
  const connection = requireConnection(state)
  const account = requireAccount(connection, params.address)
  return withSignError(() =>
    requestWallet(
      connection.connector.provider,
      { method: 'personal_sign', params: [stringToHex(params.message), account] },
      hexSchema,
    ),
  )
}

/**
 * Runs a signing request; a failure with no better description than "something failed"
 * becomes 'Failed to sign message' (SPEC §8), others (a rejection, say) keep their error.
 */
export async function withSignError<T>(sign: () => Promise<T>): Promise<T> {
  try {
    return await sign()
  } catch (error) {
    const mapped = errorFromProvider(error)
    if (!GENERIC_CODES.includes(mapped.code)) throw mapped
    throw new FoyerError('SIGN_MESSAGE_FAILED', { cause: mapped, details: mapped.message })
  }
}
