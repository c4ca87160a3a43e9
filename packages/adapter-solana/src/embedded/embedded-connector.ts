import type { Connector } from '@foyer/core'

/** The Solana face of the embedded wallet: an AUTH connector (never listed among wallets). */
export const EMBEDDED_CONNECTOR = {
  id: 'foyer-auth-solana',
  type: 'AUTH',
  name: 'Email',
} as const satisfies Partial<Connector>
