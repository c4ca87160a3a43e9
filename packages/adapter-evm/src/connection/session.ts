import type { ConnectResult } from '@foyer/core'
import type { Address } from 'viem'
import type * as z from 'zod/mini'
import type { EvmConnector } from '../discovery/connector-registry.js'
import { evmCaipNetworkId } from '../network/chain-id.js'
import { accountsSchema, chainIdSchema } from '../provider/schemas.js'
import { watchProvider } from '../provider/watch-provider.js'
import type { EvmAdapterState, EvmConnection } from '../state.js'
import { toAdapterAccounts } from './accounts.js'
import { endSession } from './end-session.js'

export { endSession }

/** EIP-1193 `disconnect` code some wallets send while they reconnect (not a real disconnect). */
const TRY_AGAIN_LATER_CODE = 1013

/**
 * Makes `connector` the adapter's connection and follows its provider's events, ending any
 * previous connection first. Returns what core gets from connect and reconnect.
 */
export function startSession(
  state: EvmAdapterState,
  connector: EvmConnector,
  accounts: readonly Address[],
  chainId: number,
): ConnectResult {
  endSession(state)
  const connection: EvmConnection = { connector, accounts, chainId, stopWatching: () => {} }
  const isCurrent = () => state.connection === connection
  connection.stopWatching = watchProvider(connector.provider, {
    accountsChanged(payload) {
      if (isCurrent()) onAccountsChanged(state, connection, payload)
    },
    chainChanged(payload) {
      if (isCurrent()) onChainChanged(state, connection, payload)
    },
    disconnect(payload) {
      if (isCurrent()) void onDisconnect(state, connection, payload)
    },
  })
  state.connection = connection
  return {
    connectorId: connector.id,
    accounts: toAdapterAccounts(accounts),
    caipNetworkId: evmCaipNetworkId(chainId),
  }
}

/** Records the chain the wallet is on and emits `networkChanged` when it changed. */
export function setSessionChain(
  state: EvmAdapterState,
  connection: EvmConnection,
  chainId: number,
) {
  if (connection.chainId === chainId) return
  connection.chainId = chainId
  state.emit({ type: 'networkChanged', caipNetworkId: evmCaipNetworkId(chainId) })
}

/** The event's payload parsed with `schema`, or undefined (with a warning) when it is malformed. */
function parseEvent<Output>(event: string, schema: z.ZodMiniType<Output>, payload: unknown) {
  const parsed = schema.safeParse(payload)
  if (parsed.success) return parsed.data
  console.warn(`[foyer] ignored an invalid ${event} event from the wallet`)
  return undefined
}

function onAccountsChanged(state: EvmAdapterState, connection: EvmConnection, payload: unknown) {
  const accounts = parseEvent('accountsChanged', accountsSchema, payload)
  if (!accounts) return
  if (accounts.length === 0) {
    endSession(state)
    state.emit({ type: 'disconnected' })
    return
  }
  const same =
    accounts.length === connection.accounts.length &&
    accounts.every((account, index) => account === connection.accounts[index])
  if (same) return
  connection.accounts = accounts
  state.emit({ type: 'accountsChanged', accounts: toAdapterAccounts(accounts) })
}

function onChainChanged(state: EvmAdapterState, connection: EvmConnection, payload: unknown) {
  const chainId = parseEvent('chainChanged', chainIdSchema, payload)
  if (chainId !== undefined) setSessionChain(state, connection, chainId)
}

async function onDisconnect(state: EvmAdapterState, connection: EvmConnection, payload: unknown) {
  if (disconnectCode(payload) === TRY_AGAIN_LATER_CODE && (await stillHasAccounts(connection)))
    return
  if (state.connection !== connection) return
  endSession(state)
  state.emit({ type: 'disconnected' })
}

async function stillHasAccounts(connection: EvmConnection): Promise<boolean> {
  try {
    const answer = await connection.connector.provider.request({ method: 'eth_accounts' })
    const parsed = accountsSchema.safeParse(answer)
    return parsed.success && parsed.data.length > 0
  } catch {
    return false
  }
}

function disconnectCode(payload: unknown): unknown {
  try {
    return typeof payload === 'object' && payload !== null
      ? Reflect.get(payload, 'code')
      : undefined
  } catch {
    return undefined
  }
}
