import type { Network } from '@foyer/common'

function evm(id: number, name: string, testnet = false): Network {
  return {
    id,
    name,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:8545/${id}`] } },
    blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
    testnet,
  }
}

/** Networks for tests and stories. */
export const mainnet = evm(1, 'Ethereum')
export const sepolia = evm(11155111, 'Sepolia', true)
export const optimism = evm(10, 'OP Mainnet')

/** A Solana network, for tests of several namespaces. */
export const solanaLocal: Network = {
  id: 'FoyerLocal1111111111111111111111',
  name: 'Solana Local',
  caipNetworkId: 'solana:FoyerLocal1111111111111111111111',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  testnet: true,
}
