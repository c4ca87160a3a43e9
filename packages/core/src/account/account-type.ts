import type { AdapterAccountType } from '../adapter/types.js'
import type { AccountState } from '../store/account.js'

/**
 * The type of the account in use (SPEC §3 account types): its own entry in `allAccounts`
 * (the embedded wallet reports eoa or smartAccount), else the namespace's preferred type.
 */
export function accountTypeOf(
  account: Pick<AccountState, 'address' | 'allAccounts' | 'preferredAccountType'> | undefined,
): AdapterAccountType | undefined {
  if (!account) return undefined
  const address = account.address?.toLowerCase()
  const own = account.allAccounts.find((entry) => entry.address.toLowerCase() === address)
  return own?.type ?? account.preferredAccountType
}

/**
 * The accounts the user can switch between, when the wallet has both an EOA and a smart
 * account (the embedded wallet on a smart-account network); undefined otherwise.
 */
export function switchableAccounts(
  account: Pick<AccountState, 'allAccounts'> | undefined,
): { eoa: string; smartAccount: string } | undefined {
  const eoa = account?.allAccounts.find((entry) => entry.type === 'eoa')
  const smart = account?.allAccounts.find((entry) => entry.type === 'smartAccount')
  return eoa && smart ? { eoa: eoa.address, smartAccount: smart.address } : undefined
}
