import type { ChainNamespace } from '@foyer/common'

/**
 * The account kind each namespace's message names in its header ("… sign in with your
 * Ethereum account:"): EIP-4361 for eip155, the CAIP-122 forms for Solana and Bitcoin.
 */
export const ACCOUNT_LABELS: Readonly<Partial<Record<ChainNamespace, string>>> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
}

/** The namespace whose messages use this account label, if any. */
export function namespaceOfLabel(label: string): ChainNamespace | undefined {
  const entry = Object.entries(ACCOUNT_LABELS).find(([, value]) => value === label)
  return entry?.[0] as ChainNamespace | undefined
}
