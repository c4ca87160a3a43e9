import { type ChainNamespace, FALLBACK_ACCOUNT_TYPE } from '@foyer/common'
import type { AccountType } from '../adapter/types.js'
import type { FoyerClient } from '../client/types.js'
import { reportError } from '../events/report-error.js'
import { updateAccountState } from './update-account.js'

/** Sets a namespace's preferred account type. */
export function setPreferredAccountType(
  client: FoyerClient,
  namespace: ChainNamespace,
  type: AccountType,
): void {
  updateAccountState(client, namespace, { preferredAccountType: type })
}

/**
 * Loads a namespace's preferred account type (from the embedded wallet, typically); a
 * failing loader gives the externally owned type, eoa (SPEC §4). Resolves the type in effect.
 */
export async function loadPreferredAccountType(
  client: FoyerClient,
  namespace: ChainNamespace,
  load: () => Promise<AccountType>,
): Promise<AccountType> {
  let type: AccountType
  try {
    type = await load()
  } catch (error) {
    console.warn('[foyer] preferred account type unavailable', error)
    reportError(client, error, 'preferred account type unavailable')
    type = FALLBACK_ACCOUNT_TYPE
  }
  setPreferredAccountType(client, namespace, type)
  return type
}
