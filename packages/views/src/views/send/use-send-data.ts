import { type CaipNetworkId, isAddressOnNetwork } from '@foyer/common'
import type { FoyerClient, SendState } from '@foyer/core'
import { loadSendFee, loadSendTokens, resetSend, tokenContractAddress } from '@foyer/core/send'
import { useEffect, useRef, useState } from 'react'
import { useAccountState, useActiveNetwork } from '../../client/use-client-state.js'
import { useStoreSelector } from '../../client/use-store.js'

/** How loading the token list went. */
export type SendTokensStatus = 'loading' | 'loaded' | 'failed'

/**
 * The send state, kept up to date for the send view: loads the token list when the view
 * opens and again when the account or network changes (the form is emptied then, since its
 * token and amounts belonged to the other one), and the fee whenever the token or a valid
 * receiver changes.
 */
export function useSendData(client: FoyerClient): {
  state: SendState
  tokensStatus: SendTokensStatus
} {
  const state = useStoreSelector(client.stores.send, (send) => send)
  const account = useAccountState(client)
  const network = useActiveNetwork(client)
  const tokensStatus = useTokensLoader(client, account?.caipAddress, network?.caipNetworkId)
  const namespace = network?.chainNamespace
  const receiver = state.receiverAddress
  const validReceiver =
    receiver && namespace && isAddressOnNetwork(namespace, network?.caipNetworkId, receiver)
      ? receiver
      : undefined
  const tokenKey = state.token ? (tokenContractAddress(state.token) ?? state.token.symbol) : ''
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new valid receiver means a new estimate
  useEffect(() => {
    if (tokensStatus === 'loading' || !tokenKey) return
    loadSendFee(client).catch((error: unknown) => {
      console.warn('[foyer] network fee not loaded', error)
    })
  }, [client, tokensStatus, tokenKey, validReceiver])
  return { state, tokensStatus }
}

function useTokensLoader(
  client: FoyerClient,
  caipAddress: string | undefined,
  caipNetworkId: CaipNetworkId | undefined,
) {
  const [status, setStatus] = useState<SendTokensStatus>('loading')
  const previous = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (!caipAddress || !caipNetworkId) return
    const key = `${caipAddress}@${caipNetworkId}`
    if (previous.current !== undefined && previous.current !== key) resetSend(client)
    previous.current = key
    let live = true
    setStatus('loading')
    loadSendTokens(client).then(
      () => live && setStatus('loaded'),
      (error: unknown) => {
        console.warn('[foyer] tokens to send not loaded', error)
        if (live) setStatus('failed')
      },
    )
    return () => {
      live = false
    }
  }, [client, caipAddress, caipNetworkId])
  return status
}
