import { SOLANA_NATIVE_DECIMALS } from '../constants/networks.js'
import { defineNetwork } from './define.js'

const SOL = { name: 'Solana', symbol: 'SOL', decimals: SOLANA_NATIVE_DECIMALS } as const

/**
 * Solana mainnet-beta. Its id is the first 32 characters of the genesis hash (CAIP-30);
 * `solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ` is the older id some wallets still send.
 */
export const solana = defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  deprecatedCaipNetworkId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: { name: 'Solana Explorer', url: 'https://explorer.solana.com' } },
  testnet: false,
})

/**
 * Solana devnet (genesis-hash id); `solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K` is the older
 * id some wallets still send.
 */
export const solanaDevnet = defineNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  deprecatedCaipNetworkId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: {
    default: { name: 'Solana Explorer', url: 'https://explorer.solana.com/?cluster=devnet' },
  },
  testnet: true,
})

/**
 * Solana testnet (genesis-hash id). No older hash-style id exists for testnet; its
 * alternative is the cluster-name id `solana:testnet` that Wallet Standard wallets use.
 */
export const solanaTestnet = defineNetwork({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  deprecatedCaipNetworkId: 'solana:testnet',
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  blockExplorers: {
    default: { name: 'Solana Explorer', url: 'https://explorer.solana.com/?cluster=testnet' },
  },
  testnet: true,
})
