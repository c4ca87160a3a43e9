import type { CaipNetworkId } from '@foyer/common'
import type { FoyerClient, SwapQuote, SwapToken, TokenBalance } from '@foyer/core'
import { parseUnits } from '@foyer/core/send'
import { useEffect, useState } from 'react'

/** How a load went. */
export type LoadStatus = 'loading' | 'loaded' | 'failed'

/** The swap tokens of the network and the account's balances, loaded when the view opens. */
export function useSwapTokens(
  client: FoyerClient,
  address: string | undefined,
  caipNetworkId: CaipNetworkId | undefined,
  reloadKey: number,
): { tokens: SwapToken[]; balances: TokenBalance[]; status: LoadStatus } {
  const [state, setState] = useState<{
    tokens: SwapToken[]
    balances: TokenBalance[]
    status: LoadStatus
  }>({ tokens: [], balances: [], status: 'loading' })
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey asks for a fresh read
  useEffect(() => {
    const data = client.blockchainData
    if (!data?.getSwapTokens || !address || !caipNetworkId) {
      setState({ tokens: [], balances: [], status: 'failed' })
      return
    }
    const controller = new AbortController()
    const { signal } = controller
    setState((previous) => ({ ...previous, status: 'loading' }))
    Promise.all([
      data.getSwapTokens({ caipNetworkId, signal }),
      data
        .getBalances({ address, caipNetworkId, forceUpdate: String(reloadKey), signal })
        .then((answer) => answer.balances)
        .catch(() => [] as TokenBalance[]),
    ]).then(
      ([tokens, balances]) => {
        if (!signal.aborted) setState({ tokens, balances, status: 'loaded' })
      },
      (error: unknown) => {
        if (signal.aborted) return
        console.warn('[foyer] swap tokens not loaded', error)
        setState({ tokens: [], balances: [], status: 'failed' })
      },
    )
    return () => controller.abort()
  }, [client, address, caipNetworkId, reloadKey])
  return state
}

/** The balance of a swap token among the account's balances, in base units; 0 when not held. */
export function balanceOf(token: SwapToken | undefined, balances: readonly TokenBalance[]): bigint {
  if (!token) return 0n
  const native = token.address.endsWith(':native')
  const entry = balances.find((balance) =>
    native ? !balance.address : balance.address?.toLowerCase() === token.address.toLowerCase(),
  )
  if (!entry) return 0n
  try {
    return parseUnits(entry.quantity.numeric, token.decimals)
  } catch {
    return 0n
  }
}

/** A quote of the current inputs, asked 300 ms after they last changed. */
export function useSwapQuote(
  client: FoyerClient,
  params: {
    caipNetworkId: CaipNetworkId | undefined
    from: SwapToken | undefined
    to: SwapToken | undefined
    /** Base units; undefined while the amount is not a valid one. */
    amount: bigint | undefined
  },
): { quote: SwapQuote | undefined; loading: boolean; error: unknown } {
  const { caipNetworkId, from, to, amount } = params
  const [state, setState] = useState<{ quote?: SwapQuote; loading: boolean; error?: unknown }>({
    loading: false,
  })
  const fromId = from?.address
  const toId = to?.address
  useEffect(() => {
    const getSwapQuote = client.blockchainData?.getSwapQuote?.bind(client.blockchainData)
    if (!getSwapQuote || !caipNetworkId || !fromId || !toId || !amount || fromId === toId) {
      setState({ loading: false })
      return
    }
    const controller = new AbortController()
    setState({ loading: true })
    const timer = setTimeout(() => {
      getSwapQuote({
        caipNetworkId,
        from: fromId,
        to: toId,
        amount: amount.toString(),
        signal: controller.signal,
      }).then(
        (quote) => !controller.signal.aborted && setState({ quote, loading: false }),
        (error: unknown) => !controller.signal.aborted && setState({ loading: false, error }),
      )
    }, 300)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [client, caipNetworkId, fromId, toId, amount])
  return { quote: state.quote, loading: state.loading, error: state.error }
}
