import type { ChainNamespace, Network } from '@foyer/common'
import { createStore } from 'zustand/vanilla'
import type { FoyerStores, ResolvedClientOptions } from '../client/types.js'
import type { FoyerStorage } from '../storage/storage.js'
import { type AccountState, initialAccountState } from './account.js'
import { initialAlertState } from './alert.js'
import { initialConnectorsState } from './connectors.js'
import { initialModalState } from './modal.js'
import { initialNetworkState, type NetworkState } from './network.js'
import { initialRouterState } from './router.js'
import { initialSendState } from './send.js'
import { initialSignInState } from './sign-in.js'
import type { ThemeState } from './theme.js'
import { initialToastState } from './toast.js'
import { initialWalletConnectState } from './wallet-connect.js'

/** What the stores start from besides the options. */
export interface StoreSeed {
  namespaces: readonly ChainNamespace[]
  themeMode: ThemeState['themeMode']
  themeVariables: ThemeState['themeVariables']
  signInRequired: boolean
}

/**
 * The stores of a new client. The active network and namespace come from storage when they
 * are still among the configured ones, else from the default network.
 */
export function createStores(
  options: ResolvedClientOptions,
  storage: FoyerStorage,
  seed: StoreSeed,
): FoyerStores {
  const storedNetworkId = storage.get('activeCaipNetworkId')
  const storedNetwork = options.networks.find((n) => n.caipNetworkId === storedNetworkId)
  const storedNamespace = storage.get('activeNamespace')
  const activeNamespace =
    storedNamespace && seed.namespaces.includes(storedNamespace)
      ? storedNamespace
      : options.defaultNetwork.chainNamespace

  const smartAccountNetworks = storage.get('smartAccountEnabledNetworks') ?? []
  // The account type the user chose on this device, per namespace (else the default).
  const storedTypes = storage.get('preferredAccountTypes')
  const accounts: Partial<Record<ChainNamespace, AccountState>> = {}
  const networks: Partial<Record<ChainNamespace, NetworkState>> = {}
  for (const namespace of seed.namespaces) {
    accounts[namespace] = initialAccountState(
      storedTypes?.[namespace] ?? options.defaultAccountTypes[namespace],
    )
    const ofNamespace = options.networks.filter((n) => n.chainNamespace === namespace)
    const active: Network | undefined =
      (storedNetwork?.chainNamespace === namespace ? storedNetwork : undefined) ??
      (options.defaultNetwork.chainNamespace === namespace ? options.defaultNetwork : undefined) ??
      ofNamespace[0]
    networks[namespace] = {
      ...initialNetworkState(
        active,
        ofNamespace.map((n) => n.caipNetworkId),
      ),
      smartAccountEnabledNetworks: smartAccountNetworks.filter((id) =>
        id.startsWith(`${namespace}:`),
      ),
    }
  }

  return {
    modal: createStore(initialModalState),
    router: createStore(initialRouterState),
    account: createStore(() => ({ activeNamespace, byNamespace: accounts })),
    network: createStore(() => ({ networks: [...options.networks], byNamespace: networks })),
    connectors: createStore(initialConnectorsState),
    walletConnect: createStore(initialWalletConnectState),
    signIn: createStore(() => initialSignInState(seed.signInRequired)),
    toast: createStore(initialToastState),
    alert: createStore(initialAlertState),
    theme: createStore<ThemeState>(() => ({
      themeMode: seed.themeMode,
      themeVariables: seed.themeVariables,
    })),
    send: createStore(initialSendState),
  }
}
