// Loaded with import() when the Coinbase Wallet connector is first used: the only module
// that loads the Coinbase Wallet SDK (itself with import(), so no file imports it statically).
import type { CoinbaseWalletOptions } from './options.js'

/** The SDK's EIP-1193 provider (its events too). */
export interface CoinbaseSdkProvider {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>
  on(event: string, listener: (...args: unknown[]) => void): unknown
  removeListener(event: string, listener: (...args: unknown[]) => void): unknown
  disconnect(): Promise<void>
}

/** Creates the SDK with the app's metadata, chains and preference, and returns its provider. */
export async function createCoinbaseSdkProvider(
  options: CoinbaseWalletOptions,
  chainIds: readonly number[],
): Promise<CoinbaseSdkProvider> {
  const { createCoinbaseWalletSDK } = await import('@coinbase/wallet-sdk')
  const sdk = createCoinbaseWalletSDK({
    appName:
      options.appName ?? (typeof document === 'undefined' ? undefined : document.title) ?? 'Dapp',
    appLogoUrl: options.appLogoUrl ?? null,
    appChainIds: [...chainIds],
    preference: {
      options: options.preference ?? 'all',
      ...(options.keysUrl ? { keysUrl: options.keysUrl } : {}),
    },
  })
  return sdk.getProvider() as unknown as CoinbaseSdkProvider
}
