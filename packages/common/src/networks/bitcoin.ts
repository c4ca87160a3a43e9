import type { BitcoinNetworkName } from '../address/bitcoin.js'
import { BITCOIN_NATIVE_DECIMALS } from '../constants/networks.js'
import { defineNetwork } from './define.js'

/** Bitcoin mainnet; its BIP-122 id is the first 32 hex characters of the genesis block hash. */
export const bitcoin = defineNetwork({
  id: '000000000019d6689c085ae165831e93',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: BITCOIN_NATIVE_DECIMALS },
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
  testnet: false,
})

/** Bitcoin testnet (testnet3), by its BIP-122 genesis-hash id. */
export const bitcoinTestnet = defineNetwork({
  id: '000000000933ea01ad0ee984209779ba',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet',
  nativeCurrency: { name: 'Bitcoin', symbol: 'tBTC', decimals: BITCOIN_NATIVE_DECIMALS },
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  testnet: true,
})

/**
 * Bitcoin regtest, a local chain (BIP-122 id from its fixed genesis block). Point
 * `rpcUrls` at your own node with {@link defineNetwork} when you use it.
 */
export const bitcoinRegtest = defineNetwork({
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  chainNamespace: 'bip122',
  name: 'Bitcoin Regtest',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: BITCOIN_NATIVE_DECIMALS },
  rpcUrls: { default: { http: ['http://127.0.0.1:18443'] } },
  testnet: true,
})

const BITCOIN_NETWORK_NAMES: Readonly<Record<string, BitcoinNetworkName>> = {
  [bitcoin.caipNetworkId]: 'mainnet',
  [bitcoinTestnet.caipNetworkId]: 'testnet',
  [bitcoinRegtest.caipNetworkId]: 'regtest',
}

/** Which Bitcoin network a BIP-122 network id is, for address checks. */
export function bitcoinNetworkName(caipNetworkId: string): BitcoinNetworkName | undefined {
  return Object.hasOwn(BITCOIN_NETWORK_NAMES, caipNetworkId)
    ? BITCOIN_NETWORK_NAMES[caipNetworkId]
    : undefined
}
