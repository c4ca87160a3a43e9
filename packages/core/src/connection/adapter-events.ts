import { type ChainNamespace, caipNetworkIdOf, formatCaipAddress } from '@foyer/common'
import { refreshBalance } from '../account/fetch-balance.js'
import { updateAccountState } from '../account/update-account.js'
import type { AdapterEvent } from '../adapter/types.js'
import { connectedAuthConnector, refreshEmbeddedAccount } from '../auth/switch-account-type.js'
import type { FoyerClient } from '../client/types.js'
import { applyWalletNetwork } from '../network/apply-wallet-network.js'
import { resetView } from '../router/navigate.js'
import { setWalletConnectUri } from '../wallet-connect/pairing.js'
import { clearConnection } from './clear-connection.js'

/**
 * Applies an event an adapter reported (SPEC §4): new connectors; a WalletConnect pairing
 * uri to show; the wallet's accounts or network changed; the wallet disconnected on its
 * side, which resets the namespace's accounts. Account and network events count only while
 * the namespace is connected.
 */
export function handleAdapterEvent(
  client: FoyerClient,
  namespace: ChainNamespace,
  event: AdapterEvent,
): void {
  if (event.type === 'connectorsChanged') {
    client.stores.connectors.setState((state) => ({
      byNamespace: { ...state.byNamespace, [namespace]: [...event.connectors] },
    }))
    return
  }
  if (event.type === 'walletConnectUri') {
    setWalletConnectUri(client, event.uri)
    return
  }
  if (event.type === 'walletRequest') {
    client.stores.walletConnect.setState({ request: event.handoff })
    return
  }
  const account = client.stores.account.getState().byNamespace[namespace]
  if (account?.status !== 'connected') return
  if (event.type === 'disconnected') {
    walletEnded(client, namespace)
    return
  }
  if (event.type === 'accountsChanged') {
    const accounts = event.accounts.filter((a) => a.namespace === namespace)
    const first = accounts[0]
    if (!first) {
      walletEnded(client, namespace)
      return
    }
    const caipNetworkId = account.caipAddress && caipNetworkIdOf(account.caipAddress)
    updateAccountState(client, namespace, {
      address: first.address,
      allAccounts: [...accounts],
      ...(caipNetworkId ? { caipAddress: formatCaipAddress(caipNetworkId, first.address) } : {}),
      ...(first.address !== account.address
        ? { balance: undefined, balanceSymbol: undefined }
        : {}),
    })
    if (first.address !== account.address) void refreshBalance(client, namespace)
    return
  }
  applyWalletNetwork(client, namespace, event.caipNetworkId)
  void refreshBalance(client, namespace)
  // The embedded wallet's accounts and their types are per network.
  if (connectedAuthConnector(client)?.chain === namespace) void refreshEmbeddedAccount(client)
}

/**
 * The wallet ended the namespace's connection on its side. Once no namespace is connected,
 * a modal on Account shows Connect (nothing is left to show there).
 */
function walletEnded(client: FoyerClient, namespace: ChainNamespace): void {
  const othersConnected = clearConnection(client, namespace)
  if (!othersConnected && client.stores.router.getState().view === 'Account') {
    resetView(client, 'Connect')
  }
}
