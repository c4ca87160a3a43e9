import type { Connector } from '../adapter/types.js'

/** The test wallet's EVM account. */
export const EVM_ADDRESS = '0x1111111111111111111111111111111111111111'
/** The test wallet's Solana account. */
export const SOL_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

/** The connector one wallet serving EVM and Solana offers each adapter. */
export function walletConnector(namespace: 'eip155' | 'solana'): Connector {
  return {
    id: namespace === 'eip155' ? 'dev.foyer.test' : 'wallet-standard:Foyer Test Wallet',
    type: 'ANNOUNCED',
    name: 'Foyer Test Wallet',
    chain: namespace,
    chains: [],
  }
}
