import { FoyerError, isFoyerError } from '@foyer/common'
import * as z from 'zod/mini'
import { requestWallet } from '../provider/request-wallet.js'
import type { EvmAdapterState } from '../state.js'
import { endSession } from './session.js'

/** Errors that only mean the wallet has no `wallet_revokePermissions` (EIP-2255). */
const REVOKE_UNSUPPORTED = [
  'UNSUPPORTED_METHOD',
  'METHOD_NOT_FOUND',
  'METHOD_NOT_SUPPORTED',
  'UNAUTHORIZED',
] as const

/**
 * Disconnects the wallet: asks it to revoke this site's account permission where it
 * supports `wallet_revokePermissions` (its absence is ignored), then forgets the
 * connection. Any other failure of the revoke still forgets the connection, then throws
 * 'Failed to disconnect'.
 */
export async function disconnectWallet(state: EvmAdapterState): Promise<void> {
  const connection = state.connection
  if (!connection) return
  endSession(state)
  try {
    await requestWallet(
      connection.connector.provider,
      { method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] },
      z.unknown(),
    )
  } catch (error) {
    if (REVOKE_UNSUPPORTED.some((code) => isFoyerError(error, code))) return
    throw new FoyerError('DISCONNECT_FAILED', { cause: error })
  }
}
