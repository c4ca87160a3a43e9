import type { ChainNamespace } from '@foyer/common'
import { useMemo } from 'react'
import { useFoyerInstance } from '../context.js'
import { useClientStore } from './use-client-store.js'

/** What {@link useFoyerProvider} returns. */
export interface UseFoyerProviderReturn<Provider> {
  /** The connected wallet's provider (an EIP-1193 provider on eip155), undefined when not connected. */
  walletProvider: Provider | undefined
  /** The type of the connector it came from (`ANNOUNCED`, `INJECTED`, …). */
  walletProviderType: string | undefined
}

/**
 * The connected wallet's own provider in a namespace, for calls Foyer does not wrap (e.g.
 * viem's `custom(walletProvider)`). Undefined while nothing is connected there.
 */
export function useFoyerProvider<Provider = unknown>(
  namespace: ChainNamespace,
): UseFoyerProviderReturn<Provider> {
  const { client } = useFoyerInstance()
  const connectorId = useClientStore('account', (state) => {
    const account = state.byNamespace[namespace]
    return account?.status === 'connected' ? account.connectorId : undefined
  })
  const connectors = useClientStore('connectors', (state) => state.byNamespace[namespace])
  return useMemo(() => {
    if (!connectorId) return { walletProvider: undefined, walletProviderType: undefined }
    const connector =
      connectors?.find((c) => c.id === connectorId) ??
      client.adapters
        .get(namespace)
        ?.getConnectors()
        .find((c) => c.id === connectorId)
    return {
      walletProvider: connector?.provider as Provider | undefined,
      walletProviderType: connector?.type,
    }
  }, [client, namespace, connectorId, connectors])
}
