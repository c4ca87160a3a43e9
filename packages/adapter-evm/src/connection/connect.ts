import { type CaipNetworkId, FoyerError, isFoyerError } from '@foyer/common'
import type { ConnectResult } from '@foyer/core'
import { evmCaipNetworkId, evmChainId } from '../network/chain-id.js'
import { switchWalletChain } from '../network/switch-network.js'
import { requestWallet } from '../provider/request-wallet.js'
import { accountsSchema, chainIdSchema } from '../provider/schemas.js'
import type { EvmAdapterState } from '../state.js'
import { startSession } from './session.js'

/**
 * Connects a connector's wallet: `eth_requestAccounts` (the wallet prompts), then
 * `eth_chainId`. When `caipNetworkId` names another configured network the wallet is asked
 * to switch; if the user rejects that, connecting fails, if the wallet cannot switch, the
 * connection stays on the wallet's network.
 */
export async function connectWallet(
  state: EvmAdapterState,
  params: { connectorId: string; caipNetworkId?: CaipNetworkId },
): Promise<ConnectResult> {
  const connector = state.registry.find(params.connectorId)
  if (!connector) throw new FoyerError('PROVIDER_NOT_FOUND', { details: params.connectorId })
  const { provider } = connector
  const accounts = await requestWallet(provider, { method: 'eth_requestAccounts' }, accountsSchema)
  if (accounts.length === 0) throw new FoyerError('NO_ACCOUNTS_FOUND')
  let chainId = await requestWallet(provider, { method: 'eth_chainId' }, chainIdSchema)
  const wanted = state.networks.find((network) => network.caipNetworkId === params.caipNetworkId)
  if (wanted && wanted.caipNetworkId !== evmCaipNetworkId(chainId)) {
    try {
      await switchWalletChain(provider, wanted)
      chainId = evmChainId(wanted)
    } catch (error) {
      if (isFoyerError(error, 'USER_REJECTED')) throw error
    }
  }
  return startSession(state, connector, accounts, chainId)
}
