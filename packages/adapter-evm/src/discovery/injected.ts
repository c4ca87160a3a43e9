import { type Eip1193Provider, isEip1193Provider } from '../provider/types.js'

/** Id of the connector for the legacy `window.ethereum` provider. */
export const INJECTED_CONNECTOR_ID = 'injected'

/**
 * Wallets recognisable by the flag they set on `window.ethereum`, most specific first
 * (several wallets also set `isMetaMask`), with their EIP-6963 rdns and name.
 */
const KNOWN_INJECTED_WALLETS = [
  { flag: 'isRabby', rdns: 'io.rabby', name: 'Rabby Wallet' },
  { flag: 'isCoinbaseWallet', rdns: 'com.coinbase.wallet', name: 'Coinbase Wallet' },
  { flag: 'isBraveWallet', rdns: 'com.brave.wallet', name: 'Brave Wallet' },
  { flag: 'isTrust', rdns: 'com.trustwallet.app', name: 'Trust Wallet' },
  { flag: 'isOkxWallet', rdns: 'com.okex.wallet', name: 'OKX Wallet' },
  { flag: 'isPhantom', rdns: 'app.phantom', name: 'Phantom' },
  { flag: 'isMetaMask', rdns: 'io.metamask', name: 'MetaMask' },
] as const

/** The legacy injected provider (`window.ethereum`), if there is a usable one. */
export function findInjectedProvider(target: object): Eip1193Provider | undefined {
  try {
    const candidate = (target as { ethereum?: unknown }).ethereum
    return isEip1193Provider(candidate) ? candidate : undefined
  } catch {
    // A hostile getter on window.ethereum must not break discovery.
    return undefined
  }
}

/** What the injected provider's flags say about which wallet it is. */
export function identifyInjectedWallet(provider: Eip1193Provider): {
  rdns: string | undefined
  name: string
} {
  for (const wallet of KNOWN_INJECTED_WALLETS) {
    try {
      if ((provider as unknown as Record<string, unknown>)[wallet.flag] === true) {
        return { rdns: wallet.rdns, name: wallet.name }
      }
    } catch {
      // Ignore throwing getters and keep looking.
    }
  }
  return { rdns: undefined, name: 'Browser Wallet' }
}
