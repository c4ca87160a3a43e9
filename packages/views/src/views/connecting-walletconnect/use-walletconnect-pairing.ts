import {
  type ChainNamespace,
  CONNECT_RETRY_DELAY_MS,
  isFoyerError,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
} from '@foyer/common'
import {
  type Connector,
  clearWalletConnectUri,
  connectWallet,
  type FoyerClient,
  setWalletConnectError,
  showAlertForError,
  updateAccountState,
  type WalletListEntry,
} from '@foyer/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useStoreSelector } from '../../client/use-store.js'

/** Where a WalletConnect pairing stands. */
export type PairingAttempt =
  | { status: 'pairing' }
  | { status: 'connected' }
  | { status: 'failed'; error: unknown }

interface StartedAttempt {
  round: number
  /** `namespace:connectorId`. */
  key: string
  namespace: ChainNamespace
  startedAt: number
  request: Promise<unknown>
  settled: boolean
  /** The view left (or moved to another connector) while it was pending. */
  abandoned: boolean
  /**
   * The effect was cleaned up and has not run again yet: the attempt is given up unless the
   * view mounts again in the same pass (see {@link useWalletConnectPairing}).
   */
  leaving: boolean
}

/**
 * Connects through a WalletConnect connector while the view shows its pairing uri (which
 * the adapter reports to core's `walletConnect` state):
 *
 * - one connect per attempt, even when React runs the effect twice;
 * - when the pairing counts as expired (4 minutes after it was created, less the 10 s
 *   margin, SPEC §4/§9) a new attempt starts, so a fresh QR code replaces it;
 * - a failure is kept (core's `walletConnect.error` is set) and a retry is allowed 1 s after
 *   the attempt began (SPEC §9); a pairing superseded by a newer one is not a failure;
 * - leaving the view gives the attempt up: a namespace still connecting goes back to
 *   disconnected (a late approval still connects). React's StrictMode unmounts and mounts
 *   the view again at once: that keeps the attempt (one pairing, whose approval closes the
 *   modal) instead of giving it up and pairing a second time.
 */
export function useWalletConnectPairing(
  client: FoyerClient,
  connector: Connector | undefined,
  wallet: WalletListEntry | undefined,
  onConnected: () => void,
): { attempt: PairingAttempt; canRetry: boolean; retry: () => void } {
  const [attempt, setAttempt] = useState<PairingAttempt>({ status: 'pairing' })
  const [canRetry, setCanRetry] = useState(false)
  const [round, setRound] = useState(0)
  const onConnectedRef = useRef(onConnected)
  onConnectedRef.current = onConnected
  const started = useRef<StartedAttempt | undefined>(undefined)
  // Connector objects are rebuilt whenever an adapter reports its list: follow the id.
  const connectorRef = useRef(connector)
  connectorRef.current = connector
  const connectorKey = connector && `${connector.chain}:${connector.id}`
  const createdAt = useStoreSelector(client.stores.walletConnect, (state) => state.createdAt)

  useEffect(() => {
    const connector = connectorRef.current
    if (!connector || !connectorKey) return
    let current = started.current
    if (!current || current.round !== round || current.key !== connectorKey || current.abandoned) {
      // One session serves every namespace whose adapter offers WalletConnect: this
      // connector pairs, the others join the session without a second pairing.
      const others = Object.values(client.stores.connectors.getState().byNamespace)
        .flat()
        .filter((other) => other.type === 'WALLET_CONNECT' && other.chain !== connector.chain)
      const request = connectWallet(client, {
        connectors: [connector, ...others],
        ...(wallet ? { wallet } : {}),
      })
      const next: StartedAttempt = {
        round,
        key: connectorKey,
        namespace: connector.chain,
        startedAt: Date.now(),
        request,
        settled: false,
        abandoned: false,
        leaving: false,
      }
      const settle = () => {
        next.settled = true
      }
      request.then(settle, settle)
      current = next
      started.current = next
    }
    const mine = current
    let active = true
    setAttempt({ status: 'pairing' })
    setCanRetry(false)
    const wait = Math.max(0, mine.startedAt + CONNECT_RETRY_DELAY_MS - Date.now())
    const timer = setTimeout(() => active && setCanRetry(true), wait)
    mine.request.then(
      () => {
        if (!active) return
        setAttempt({ status: 'connected' })
        onConnectedRef.current()
      },
      (error: unknown) => {
        // A newer pairing replaced this one: the newer attempt speaks for both.
        if (!active || isFoyerError(error, 'REQUEST_ABORTED')) return
        // The relay refusing a token ('Session Expired': a clock off) or the project id:
        // its alert, once (SPEC §8).
        showAlertForError(client, error)
        setWalletConnectError(client, true)
        setAttempt({ status: 'failed', error })
      },
    )
    return () => {
      active = false
      clearTimeout(timer)
    }
  }, [client, connectorKey, wallet, round])

  // Leaving the view (or another connector) gives the pending attempt up, once the commit
  // is over: a view mounted again at once (StrictMode's check) keeps it.
  useEffect(() => {
    const current = started.current
    if (current && current.key === connectorKey) current.leaving = false
    return () => {
      const mine = started.current
      if (!mine || mine.settled || mine.key !== connectorKey) return
      mine.leaving = true
      queueMicrotask(() => {
        if (!mine.leaving || mine.settled) return
        mine.abandoned = true
        const { namespace } = mine
        if (client.stores.account.getState().byNamespace[namespace]?.status === 'connecting') {
          updateAccountState(client, namespace, { status: 'disconnected' })
        }
      })
    }
  }, [client, connectorKey])

  // A fresh pairing once the one on show counts as expired.
  useEffect(() => {
    if (attempt.status !== 'pairing' || createdAt === undefined) return
    const expiresIn = createdAt + PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS - Date.now()
    const timer = setTimeout(
      () => {
        clearWalletConnectUri(client)
        setRound((value) => value + 1)
      },
      Math.max(0, expiresIn),
    )
    return () => clearTimeout(timer)
  }, [client, createdAt, attempt.status])

  const retry = useCallback(() => {
    if (!canRetry) return
    clearWalletConnectUri(client)
    setRound((value) => value + 1)
  }, [client, canRetry])
  return { attempt, canRetry, retry }
}
