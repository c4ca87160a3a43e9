import type { CaipNetworkId } from '@foyer/common'
import type {
  FoyerClient,
  OnrampDataClient,
  OnrampOptions,
  OnrampOrder,
  OnrampQuote,
} from '@foyer/core'
import { useEffect, useState } from 'react'

/** How long typing pauses before a quote is asked for. */
const QUOTE_DELAY_MS = 300
/** How often a pending order's status is asked for. */
export const ORDER_POLL_MS = 1500

/** The on-ramp options of a network: loading, loaded, or failed. */
export type OptionsState =
  | { status: 'loading' }
  | { status: 'ready'; options: OnrampOptions }
  | { status: 'failed' }

/** Loads the providers and what they sell on `caipNetworkId`. */
export function useOnrampOptions(
  onramp: OnrampDataClient,
  caipNetworkId: CaipNetworkId | undefined,
): OptionsState {
  const [state, setState] = useState<OptionsState>({ status: 'loading' })
  useEffect(() => {
    if (!caipNetworkId) return
    const controller = new AbortController()
    setState({ status: 'loading' })
    onramp
      .getOnrampOptions({
        caipNetworkId,
        signal: controller.signal,
      })
      .then(
        (options) => {
          if (!controller.signal.aborted) setState({ status: 'ready', options })
        },
        (error: unknown) => {
          if (controller.signal.aborted) return
          console.warn('[foyer] on-ramp options not loaded', error)
          setState({ status: 'failed' })
        },
      )
    return () => controller.abort()
  }, [onramp, caipNetworkId])
  return state
}

/** The quote of a purchase: none (invalid input), loading, ready, or failed. */
export type QuoteState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; quote: OnrampQuote }
  | { status: 'failed' }

/** Asks for a quote 300 ms after the purchase last changed; `purchase` undefined asks nothing. */
export function useOnrampQuote(
  onramp: OnrampDataClient,
  purchase:
    | { providerId: string; caipNetworkId: CaipNetworkId; asset: string; amount: string }
    | undefined,
): QuoteState {
  const [state, setState] = useState<QuoteState>({ status: 'none' })
  const key = purchase ? JSON.stringify(purchase) : ''
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `purchase`
  useEffect(() => {
    if (!purchase) {
      setState({ status: 'none' })
      return
    }
    const controller = new AbortController()
    setState({ status: 'loading' })
    const timer = setTimeout(() => {
      onramp
        .getOnrampQuote({
          ...purchase,
          signal: controller.signal,
        })
        .then(
          (quote) => {
            if (!controller.signal.aborted) setState({ status: 'ready', quote })
          },
          (error: unknown) => {
            if (controller.signal.aborted) return
            console.warn('[foyer] on-ramp quote failed', error)
            setState({ status: 'failed' })
          },
        )
    }, QUOTE_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [onramp, key])
  return state
}

/**
 * Follows an order until it is completed or failed (every {@link ORDER_POLL_MS}); then
 * refreshes the account's balance. `checkFailed` is set while the last check failed.
 */
export function useOnrampOrder(
  client: FoyerClient,
  onramp: OnrampDataClient,
  initial: OnrampOrder | undefined,
  onSettled: (order: OnrampOrder) => void,
): { order: OnrampOrder | undefined; checkFailed: boolean } {
  const [order, setOrder] = useState(initial)
  const [checkFailed, setCheckFailed] = useState(false)
  useEffect(() => setOrder(initial), [initial])
  const id = order?.id
  const pending = order?.status === 'pending'
  // biome-ignore lint/correctness/useExhaustiveDependencies: polls per order id while pending
  useEffect(() => {
    if (!id || !pending) return
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    const poll = () => {
      onramp.getOnrampOrder({ id, signal: controller.signal }).then(
        (next) => {
          if (controller.signal.aborted) return
          setCheckFailed(false)
          setOrder(next)
          if (next.status === 'pending') timer = setTimeout(poll, ORDER_POLL_MS)
          else onSettled(next)
        },
        (error: unknown) => {
          if (controller.signal.aborted) return
          console.warn('[foyer] on-ramp order status failed', error)
          setCheckFailed(true)
          timer = setTimeout(poll, ORDER_POLL_MS)
        },
      )
    }
    timer = setTimeout(poll, ORDER_POLL_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [client, onramp, id, pending])
  return { order, checkFailed }
}
