import type { ChainNamespace } from '@foyer/common'
import type { ConnectedWalletInfo } from '@foyer/core'
import { useClientStore } from './use-client-store.js'

/** The connected wallet's name, icon and id (of a namespace, the active one by default). */
export function useWalletInfo(options: { namespace?: ChainNamespace } = {}): {
  walletInfo: ConnectedWalletInfo | undefined
} {
  const { namespace } = options
  const walletInfo = useClientStore('account', (state) => {
    const ns = namespace ?? state.activeNamespace
    return ns ? state.byNamespace[ns]?.connectedWalletInfo : undefined
  })
  return { walletInfo }
}
