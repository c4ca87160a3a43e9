import type { AdapterAccount } from '@foyer/core'
import type { Address } from 'viem'

/** Core's account records for the addresses an EVM wallet gave. */
export function toAdapterAccounts(addresses: readonly Address[]): AdapterAccount[] {
  return addresses.map((address) => ({ namespace: 'eip155', address, type: 'eoa' }))
}
