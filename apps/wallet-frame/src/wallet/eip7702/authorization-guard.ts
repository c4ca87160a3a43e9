import { FoyerError } from '@foyer/common'

/** Why a website's request that carries an EIP-7702 authorization is refused. */
export const HOST_AUTHORIZATION_REFUSED =
  'This wallet signs EIP-7702 authorizations only for its own account upgrade, shown in its own window, never for a website'

/**
 * Refuses a transaction request carrying an EIP-7702 authorization list or asking for a type-4
 * transaction: an authorization hands the account to its contract, so the frame signs one only
 * for the project's configured implementation, from Account (never for a host's request).
 */
export function refuseHostAuthorizations(transaction: unknown): void {
  if (typeof transaction !== 'object' || transaction === null) return
  const { authorizationList, type } = transaction as { authorizationList?: unknown; type?: unknown }
  const typeFour = (typeof type === 'string' && /^(0x0*4|eip7702)$/i.test(type)) || type === 4
  if (authorizationList !== undefined || typeFour) {
    throw new FoyerError('INVALID_PARAMS', { details: HOST_AUTHORIZATION_REFUSED })
  }
}
