import { CONNECT_RETRY_DELAY_MS } from '@foyer/common'
import {
  type Connector,
  connect,
  connectWallet,
  type FoyerClient,
  type WalletListEntry,
} from '@foyer/core'
import { useCallback, useEffect, useRef, useState } from 'react'

/** One attempt to connect a wallet. */
export type ConnectionAttempt =
  | { status: 'connecting' }
  | { status: 'connected' }
  | { status: 'failed'; error: unknown }

/**
 * Connects through `connector` as soon as it mounts, and lets the user retry after a
 * failure once 1 s has passed since the last attempt began (SPEC §9). Each attempt asks
 * the wallet once, even when React runs the effect twice (strict mode). With
 * `otherConnectors` (the same wallet in other namespaces) every namespace is connected.
 */
export function useConnectionAttempt(
  client: FoyerClient,
  connector: Connector | undefined,
  wallet: WalletListEntry | undefined,
  onConnected: () => void,
  otherConnectors?: readonly Connector[],
): { attempt: ConnectionAttempt; canRetry: boolean; retry: () => void } {
  const [attempt, setAttempt] = useState<ConnectionAttempt>({ status: 'connecting' })
  const [canRetry, setCanRetry] = useState(false)
  const [round, setRound] = useState(0)
  const onConnectedRef = useRef(onConnected)
  onConnectedRef.current = onConnected
  const started = useRef<
    | { round: number; connector: Connector; startedAt: number; request: Promise<unknown> }
    | undefined
  >(undefined)

  useEffect(() => {
    if (!connector) return
    let current = started.current
    if (!current || current.round !== round || current.connector !== connector) {
      current = {
        round,
        connector,
        startedAt: Date.now(),
        request: otherConnectors?.length
          ? connectWallet(client, {
              connectors: [connector, ...otherConnectors],
              ...(wallet ? { wallet } : {}),
            })
          : connect(client, {
              namespace: connector.chain,
              connectorId: connector.id,
              ...(wallet ? { wallet } : {}),
            }),
      }
      started.current = current
    }
    let active = true
    setAttempt({ status: 'connecting' })
    setCanRetry(false)
    const wait = Math.max(0, current.startedAt + CONNECT_RETRY_DELAY_MS - Date.now())
    const timer = setTimeout(() => active && setCanRetry(true), wait)
    current.request.then(
      () => {
        if (!active) return
        setAttempt({ status: 'connected' })
        onConnectedRef.current()
      },
      (error: unknown) => active && setAttempt({ status: 'failed', error }),
    )
    return () => {
      active = false
      clearTimeout(timer)
    }
  }, [client, connector, wallet, round, otherConnectors])

  const retry = useCallback(() => {
    if (canRetry) setRound((value) => value + 1)
  }, [canRetry])
  return { attempt, canRetry, retry }
}
