import type { Eip1193Provider } from '@foyer/adapter-evm'
import { useFoyerAccount, useFoyerNetwork, useFoyerProvider } from '@foyer/react'
import { useMemo } from 'react'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  http,
  type PublicClient,
  type WalletClient,
} from 'viem'

/** The connected EVM account as viem clients, or undefined while disconnected. */
export interface DemoWallet {
  address: Address
  /** Signs and sends through the connected wallet (its own EIP-1193 provider). */
  walletClient: WalletClient
  /** Reads the active devnet through the app's RPC URL (receipts). */
  publicClient: PublicClient
}

/**
 * viem clients for the connected wallet, from Foyer's hooks: `useFoyerProvider('eip155')`
 * gives the wallet's provider, `useFoyerNetwork()` the active devnet's RPC URL.
 */
export function useWalletClient(): DemoWallet | undefined {
  const { address, isConnected } = useFoyerAccount({ namespace: 'eip155' })
  const { walletProvider } = useFoyerProvider<Eip1193Provider>('eip155')
  const { caipNetwork } = useFoyerNetwork({ namespace: 'eip155' })
  const rpcUrl = caipNetwork?.rpcUrls.default.http[0]
  return useMemo(() => {
    if (!isConnected || !address || !walletProvider || !rpcUrl) return undefined
    return {
      address: address as Address,
      walletClient: createWalletClient({
        account: address as Address,
        transport: custom(walletProvider),
      }),
      publicClient: createPublicClient({ transport: http(rpcUrl) }),
    }
  }, [isConnected, address, walletProvider, rpcUrl])
}
