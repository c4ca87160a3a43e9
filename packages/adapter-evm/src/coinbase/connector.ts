import type { Network } from '@foyer/common'
import type { EvmConnector } from '../discovery/connector-registry.js'
import { evmChainId } from '../network/chain-id.js'
import { createProviderListeners } from '../provider/provider-listeners.js'
import type { Eip1193Provider, Eip1193RequestArguments } from '../provider/types.js'
import { type CoinbaseWalletOptions, parseCoinbaseWalletOptions } from './options.js'
import type { CoinbaseSdkProvider } from './sdk-provider.js'

/** Id of the Coinbase Wallet SDK connector (stored to reconnect after a reload). */
export const COINBASE_SDK_CONNECTOR_ID = 'coinbaseWalletSDK'
/** The rdns of Coinbase Wallet: an extension announcing it replaces the SDK connector. */
export const COINBASE_WALLET_RDNS = 'com.coinbase.wallet'

/** Provider events the adapter follows. */
const FORWARDED_EVENTS = ['accountsChanged', 'chainChanged', 'connect', 'disconnect'] as const

/** Loads the SDK's provider (the module is imported only then). */
export type LoadCoinbaseProvider = (
  options: CoinbaseWalletOptions,
  chainIds: readonly number[],
) => Promise<CoinbaseSdkProvider>

const loadSdkProvider: LoadCoinbaseProvider = async (options, chainIds) => {
  const { createCoinbaseSdkProvider } = await import('./sdk-provider.js')
  return createCoinbaseSdkProvider(options, chainIds)
}

/** The Coinbase connector's provider: its SDK loads on the first request. */
export interface CoinbaseLazyProvider extends Eip1193Provider {
  on(event: string, listener: (...args: unknown[]) => void): void
  removeListener(event: string, listener: (...args: unknown[]) => void): void
  /** The SDK's provider, once loaded. */
  loaded(): CoinbaseSdkProvider | undefined
}

/**
 * The "Coinbase Wallet" connector of the Coinbase Wallet SDK (popup to Coinbase's keys site,
 * smart wallet or the Coinbase app). Nothing of the SDK loads until the first request (the
 * user picked it, or a stored session reconnects); listeners added before are kept. The
 * registry lists it only while no Coinbase extension is announced or injected.
 *
 * @throws TypeError when an option is wrong.
 */
export function createCoinbaseConnector(
  rawOptions: CoinbaseWalletOptions,
  context: { networks(): readonly Network[] },
  load: LoadCoinbaseProvider = loadSdkProvider,
): EvmConnector {
  const options = parseCoinbaseWalletOptions(rawOptions)
  const listeners = createProviderListeners()
  let sdkProvider: CoinbaseSdkProvider | undefined
  let loading: Promise<CoinbaseSdkProvider> | undefined

  const ensureLoaded = () => {
    loading ??= load(
      options,
      context
        .networks()
        .filter((network) => network.chainNamespace === 'eip155')
        .map(evmChainId),
    ).then(
      (provider) => {
        sdkProvider = provider
        for (const event of FORWARDED_EVENTS) {
          provider.on(event, (...args: unknown[]) => listeners.emit(event, ...args))
        }
        return provider
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }

  const provider: CoinbaseLazyProvider = {
    async request(args: Eip1193RequestArguments) {
      // Revoking this site's permission is the SDK's disconnect (it forgets its session keys,
      // so the next connect asks the user again); with the SDK not loaded there is none.
      if (args.method === 'wallet_revokePermissions') {
        await sdkProvider?.disconnect()
        return null
      }
      return (await ensureLoaded()).request(args)
    },
    on: listeners.on,
    removeListener: listeners.removeListener,
    loaded: () => sdkProvider,
  }

  return {
    id: COINBASE_SDK_CONNECTOR_ID,
    type: 'EXTERNAL',
    name: 'Coinbase Wallet',
    rdns: COINBASE_WALLET_RDNS,
    provider,
    chain: 'eip155',
    chains: [],
  }
}
