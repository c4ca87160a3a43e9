import { type ChainNamespace, FoyerError, formatCaipAddress } from '@foyer/common'
import { refreshBalance } from '../account/fetch-balance.js'
import { updateAccountState } from '../account/update-account.js'
import type { ConnectResult } from '../adapter/types.js'
import type { FoyerClient } from '../client/types.js'
import { applyWalletNetwork } from '../network/apply-wallet-network.js'
import type { ConnectedWalletInfo } from '../store/account.js'
import { storeConnection } from './stored-connection.js'

/** How {@link applyConnection} treats the active namespace. */
export interface ApplyConnectionOptions {
  /**
   * Whether the namespace becomes the active one (default true). A resync after a reload
   * passes false so the namespace the user had active stays active.
   */
  activate?: boolean
}

/**
 * Takes in a wallet's answer to connect or reconnect: its network, then its accounts (the
 * first is the active one), then status connected; the namespace becomes the active one
 * (unless `activate` is false) and the connection is stored. Throws 'No accounts found' when
 * the wallet gave none.
 */
export function applyConnection(
  client: FoyerClient,
  namespace: ChainNamespace,
  result: ConnectResult,
  walletInfo?: ConnectedWalletInfo,
  options: ApplyConnectionOptions = {},
): void {
  const accounts = result.accounts.filter((account) => account.namespace === namespace)
  const first = accounts[0]
  if (!first) throw new FoyerError('NO_ACCOUNTS_FOUND', { details: `namespace ${namespace}` })
  updateAccountState(client, namespace, {
    address: first.address,
    caipAddress: formatCaipAddress(result.caipNetworkId, first.address),
    allAccounts: [...accounts],
    connectorId: result.connectorId,
    ...(walletInfo ? { connectedWalletInfo: walletInfo } : {}),
  })
  const active = client.stores.account.getState().activeNamespace
  // Kept active throughout: a moment with another namespace active would show its account,
  // and sign-in would check it (and sign out of the one that seemed to leave).
  applyWalletNetwork(client, namespace, result.caipNetworkId, {
    activate: !keepActive(options, active),
  })
  updateAccountState(client, namespace, { status: 'connected' })
  if (keepActive(options, active)) {
    // The wallet's network is this namespace's; the active namespace stays where it was.
    const activeNetwork = client.stores.network.getState().byNamespace[active]?.caipNetwork
    if (activeNetwork) client.storage.set('activeCaipNetworkId', activeNetwork.caipNetworkId)
  } else {
    client.stores.account.setState({ activeNamespace: namespace })
    client.storage.set('activeNamespace', namespace)
  }
  storeConnection(client, namespace, 'connected', result.connectorId)
  void refreshBalance(client, namespace)
}

/** Whether the active namespace stays as it is (a resync, with one active already). */
function keepActive(
  options: ApplyConnectionOptions,
  active: ChainNamespace | undefined,
): active is ChainNamespace {
  return options.activate === false && active !== undefined
}
