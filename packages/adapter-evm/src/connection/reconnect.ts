import type { ConnectResult } from '@foyer/core'
import type { EvmConnector } from '../discovery/connector-registry.js'
import { requestWallet } from '../provider/request-wallet.js'
import { accountsSchema, chainIdSchema } from '../provider/schemas.js'
import type { EvmAdapterState } from '../state.js'
import { startSession } from './session.js'

export { RECONNECT_ANNOUNCE_TIMEOUT_MS } from './reconnect-timeout.js'

/**
 * Restores the connection of a stored connector id after a reload, without a prompt:
 * waits up to `timeoutMs` for that wallet to be discovered, then asks `eth_accounts`.
 * Gives undefined when the wallet is gone, has no permitted account or fails.
 */
export async function reconnectWallet(
  state: EvmAdapterState,
  params: { connectorId: string },
  timeoutMs: number,
  refreshDiscovery: () => void,
): Promise<ConnectResult | undefined> {
  const connector = await waitForConnector(state, params.connectorId, timeoutMs, refreshDiscovery)
  if (!connector) return undefined
  try {
    const accounts = await requestWallet(
      connector.provider,
      { method: 'eth_accounts' },
      accountsSchema,
    )
    if (accounts.length === 0) return undefined
    const chainId = await requestWallet(
      connector.provider,
      { method: 'eth_chainId' },
      chainIdSchema,
    )
    return startSession(state, connector, accounts, chainId)
  } catch (error) {
    console.warn('[foyer] could not restore the wallet connection', error)
    return undefined
  }
}

/** Polling step for wallets that inject `window.ethereum` late (no event tells us). */
const INJECTED_POLL_MS = 100

function waitForConnector(
  state: EvmAdapterState,
  connectorId: string,
  timeoutMs: number,
  refreshDiscovery: () => void,
): Promise<EvmConnector | undefined> {
  const found = state.registry.find(connectorId)
  if (found || timeoutMs <= 0) return Promise.resolve(found)
  return new Promise((resolve) => {
    const finish = (connector: EvmConnector | undefined) => {
      state.connectorListeners.delete(check)
      clearInterval(poll)
      clearTimeout(timer)
      resolve(connector)
    }
    const check = () => {
      const connector = state.registry.find(connectorId)
      if (connector) finish(connector)
    }
    state.connectorListeners.add(check)
    const poll = setInterval(refreshDiscovery, INJECTED_POLL_MS)
    const timer = setTimeout(() => finish(state.registry.find(connectorId)), timeoutMs)
  })
}
