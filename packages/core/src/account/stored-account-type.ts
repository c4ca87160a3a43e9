import type { ChainNamespace } from '@foyer/common'
import type { AccountType } from '../adapter/types.js'
import type { EmbeddedAccountType } from '../auth/types.js'
import type { FoyerClient } from '../client/types.js'

/**
 * The account type the user chose for `namespace` on this device (SPEC §3 "a per-chain
 * preferred type"), or undefined when none was chosen or the stored value failed its schema
 * (storage drops it with a warning).
 */
export function storedAccountType(
  client: FoyerClient,
  namespace: ChainNamespace,
): AccountType | undefined {
  return client.storage.get('preferredAccountTypes')?.[namespace]
}

/**
 * Remembers the user's account type for `namespace` on this device. The choice outlives
 * sign-out and disconnect (AppKit keeps it per device too): the next embedded-wallet login
 * on this device starts on the type chosen last.
 */
export function rememberAccountType(
  client: FoyerClient,
  namespace: ChainNamespace,
  type: AccountType,
): void {
  const stored = client.storage.get('preferredAccountTypes') ?? {}
  client.storage.set('preferredAccountTypes', { ...stored, [namespace]: type })
}

/**
 * The account type to ask the embedded wallet for on `namespace` (SPEC §7 "get user
 * {chainId, preferredAccountType}"): the stored choice, else the project's default
 * (`defaultAccountTypes`: the smart account for EVM). Undefined when that type is not one the
 * embedded wallet has (bitcoin's payment): the frame then keeps its own default.
 */
export function requestedAccountType(
  client: FoyerClient,
  namespace: ChainNamespace,
): EmbeddedAccountType | undefined {
  const type = storedAccountType(client, namespace) ?? client.options.defaultAccountTypes[namespace]
  return type === 'eoa' || type === 'smartAccount' ? type : undefined
}
