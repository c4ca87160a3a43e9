import type { CaipNetworkId } from '@foyer/common'

const WALLET_CHAINS: Record<string, `solana:${string}`> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '8E9rvCKLFQia2Y35HXjjpWzj8weVo44K': 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
  testnet: 'solana:testnet',
}

/**
 * The Wallet Standard chain of a CAIP-2 Solana network (`solana:mainnet`, `solana:devnet`,
 * `solana:testnet`; any other network, such as the local one, is `solana:localnet`).
 * Deprecated network ids map like the current ones.
 */
export function walletChainOf(caipNetworkId: CaipNetworkId): `solana:${string}` {
  return WALLET_CHAINS[caipNetworkId.slice('solana:'.length)] ?? 'solana:localnet'
}
