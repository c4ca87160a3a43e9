import type { Network } from '@foyer/common'

function evm(id: number, name: string, symbol = 'ETH', testnet = false): Network {
  return {
    id,
    name,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol, decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:8545/${id}`] } },
    testnet,
  }
}

/** Test networks: two EVM chains and one Solana chain. */
export const mainnet = evm(1, 'Ethereum')
export const sepolia = evm(11155111, 'Sepolia', 'ETH', true)
export const solanaDevnet: Network = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  deprecatedCaipNetworkId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
  testnet: true,
}
