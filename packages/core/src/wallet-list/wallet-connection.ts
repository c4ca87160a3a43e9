import {
  type ChainNamespace,
  CONNECT_RETRY_DELAY_MS,
  FoyerError,
  isFoyerError,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
} from '@foyer/common'
import { createStore, type StoreApi } from 'zustand/vanilla'
import { updateAccountState } from '../account/update-account.js'
import type { ConnectResult } from '../adapter/types.js'
import { showAlertForError } from '../alert/show-alert.js'
import type { FoyerClient } from '../client/types.js'
import { connect } from '../connection/connect.js'
import { connectWallet } from '../connection/connect-wallet.js'
import { isLegalConsentGiven } from '../modal/legal-consent.js'
import { clearWalletConnectUri, setWalletConnectError } from '../wallet-connect/pairing.js'
import { allConnectors, connectionPlan } from './connection-plan.js'
import type { WalletOption } from './wallet-option.js'

/** Where connecting the picked wallet stands. */
export type WalletConnectionState =
  | { status: 'idle' }
  /** Asking an installed wallet. */
  | { status: 'connecting'; wallet: WalletOption; retryAt: number }
  /**
   * Waiting for a wallet to pair by WalletConnect: `uri` (for the app's own QR code or deep
   * link) once the relay gave one, and when it expires; a fresh one replaces it 10 s before.
   */
  | {
      status: 'pairing'
      wallet: WalletOption
      uri: string | undefined
      expiresAt: number | undefined
      retryAt: number
    }
  | { status: 'connected'; wallet: WalletOption; result: ConnectResult }
  | { status: 'failed'; wallet: WalletOption; error: unknown; retryAt: number }

/** A headless connection attempt: its state, and what starts, retries or abandons it. */
export interface WalletConnection {
  store: StoreApi<WalletConnectionState>
  /**
   * Connects `wallet` as the modal would on a click. Resolves with the connection, or
   * `undefined` when the attempt was abandoned or replaced; rejects with the attempt's error
   * (`UNAUTHORIZED` before the legal checkbox is ticked, `CONNECTOR_TYPE_NOT_FOUND` for a wallet
   * that is neither installed nor reachable by WalletConnect, the wallet's own errors).
   */
  connect(wallet: WalletOption): Promise<ConnectResult | undefined>
  /** Tries the last wallet again, once 1 s has passed since its attempt began (SPEC §9). */
  retry(): Promise<ConnectResult | undefined>
  /** Gives the attempt up: a namespace still connecting goes back to disconnected. */
  cancel(): void
}

/**
 * A connection attempt for custom UIs, following the modal's rules: the legal checkbox first,
 * WalletConnect for the WalletConnect connector and for directory wallets that are not
 * installed, the wallet's other namespaces connected along, a pairing renewed before it
 * expires, a retry 1 s after the attempt began.
 */
export function createWalletConnection(client: FoyerClient): WalletConnection {
  const store = createStore<WalletConnectionState>(() => ({ status: 'idle' }))
  let round = 0
  let stopPairing: (() => void) | undefined
  /** The namespaces the pending attempt connects. */
  let pending: ChainNamespace[] = []

  const stop = () => {
    stopPairing?.()
    stopPairing = undefined
  }

  const watchPairing = (mine: number, wallet: WalletOption, retryAt: number) => {
    let expiry: ReturnType<typeof setTimeout> | undefined
    const show = () => {
      const { uri, createdAt } = client.stores.walletConnect.getState()
      const expiresAt =
        createdAt === undefined
          ? undefined
          : createdAt + PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS
      store.setState({ status: 'pairing', wallet, uri, expiresAt, retryAt }, true)
      clearTimeout(expiry)
      if (expiresAt !== undefined) {
        // A fresh pairing replaces the one about to expire.
        expiry = setTimeout(
          () => {
            if (round === mine) void start(wallet)
          },
          Math.max(0, expiresAt - Date.now()),
        )
      }
    }
    show()
    const unsubscribe = client.stores.walletConnect.subscribe((next, previous) => {
      if (next.uri !== previous.uri || next.createdAt !== previous.createdAt) show()
    })
    stopPairing = () => {
      clearTimeout(expiry)
      unsubscribe()
    }
  }

  const start = async (wallet: WalletOption): Promise<ConnectResult | undefined> => {
    stop()
    const mine = ++round
    const retryAt = Date.now() + CONNECT_RETRY_DELAY_MS
    const fail = (error: unknown) => {
      if (round !== mine) return undefined
      stop()
      store.setState({ status: 'failed', wallet, error, retryAt }, true)
      throw error
    }
    if (!isLegalConsentGiven(client)) {
      return fail(new FoyerError('UNAUTHORIZED', { details: 'the legal checkbox is not ticked' }))
    }
    const plan = connectionPlan(client, wallet)
    let request: Promise<ConnectResult>
    if (plan.kind === 'notInstalled') {
      return fail(
        new FoyerError('CONNECTOR_TYPE_NOT_FOUND', { details: `${wallet.name} is not installed` }),
      )
    }
    if (plan.kind === 'walletConnect') {
      clearWalletConnectUri(client)
      // One session serves every namespace whose adapter offers WalletConnect.
      const others = allConnectors(client).filter(
        (other) => other.type === 'WALLET_CONNECT' && other.chain !== plan.connector.chain,
      )
      pending = [plan.connector.chain, ...others.map((other) => other.chain)]
      watchPairing(mine, wallet, retryAt)
      request = connectWallet(client, {
        connectors: [plan.connector, ...others],
        ...(wallet.wallet ? { wallet: wallet.wallet } : {}),
      })
    } else {
      pending = [plan.connector.chain, ...plan.otherConnectors.map((other) => other.chain)]
      store.setState({ status: 'connecting', wallet, retryAt }, true)
      request = plan.otherConnectors.length
        ? connectWallet(client, {
            connectors: [plan.connector, ...plan.otherConnectors],
            ...(wallet.wallet ? { wallet: wallet.wallet } : {}),
          })
        : connect(client, {
            namespace: plan.connector.chain,
            connectorId: plan.connector.id,
            ...(wallet.wallet ? { wallet: wallet.wallet } : {}),
          })
    }
    let result: ConnectResult
    try {
      result = await request
    } catch (error) {
      // A newer pairing replaced this one: the newer attempt speaks for both.
      if (round !== mine || isFoyerError(error, 'REQUEST_ABORTED')) return undefined
      if (plan.kind === 'walletConnect') {
        showAlertForError(client, error)
        setWalletConnectError(client, true)
      }
      return fail(error)
    }
    if (round !== mine) return undefined
    stop()
    store.setState({ status: 'connected', wallet, result }, true)
    return result
  }

  return {
    store,
    connect: start,
    async retry() {
      const state = store.getState()
      if (state.status === 'idle' || state.status === 'connected') return undefined
      if (Date.now() < state.retryAt) return undefined
      return start(state.wallet)
    },
    cancel() {
      const state = store.getState()
      round += 1
      stop()
      if (state.status === 'pairing') clearWalletConnectUri(client)
      if (state.status === 'connecting' || state.status === 'pairing') {
        // A late approval still connects; until then the namespace is not left 'connecting'.
        const accounts = client.stores.account.getState().byNamespace
        for (const namespace of pending) {
          if (accounts[namespace]?.status === 'connecting') {
            updateAccountState(client, namespace, { status: 'disconnected' })
          }
        }
      }
      store.setState({ status: 'idle' }, true)
    },
  }
}
