import {
  type FoyerClient,
  fetchBalance,
  fetchTokenBalances,
  type OnrampDataClient,
  type OnrampOrder,
  resetView,
} from '@foyer/core'
import { Button, Spinner } from '@foyer/ui'
import { useCallback } from 'react'
import { t, useMessages } from '../../messages/context.js'
import { useOnrampOrder } from './use-onramp-data.js'

/** Props of {@link OnrampStatus}. */
export interface OnrampStatusProps {
  client: FoyerClient
  onramp: OnrampDataClient
  order: OnrampOrder
  providerName: string
  /** Opens the provider's checkout again (a closed window). */
  onOpenAgain: () => void
}

/**
 * An order after its checkout opened: waiting for the payment, then what arrived (the
 * account's balances are read again) or why it failed.
 */
export function OnrampStatus({
  client,
  onramp,
  order: initial,
  providerName,
  onOpenAgain,
}: OnrampStatusProps) {
  const messages = useMessages()
  const onSettled = useCallback(
    (settled: OnrampOrder) => {
      if (settled.status !== 'completed') return
      fetchBalance(client, { force: true }).catch((error: unknown) =>
        console.warn('[foyer] balance not refreshed', error),
      )
      fetchTokenBalances(client, { force: true }).catch((error: unknown) =>
        console.warn('[foyer] token balances not refreshed', error),
      )
    },
    [client],
  )
  const { order, checkFailed } = useOnrampOrder(client, onramp, initial, onSettled)
  if (!order) return null
  const back = (
    <Button
      variant="secondary"
      data-testid="foyer-onramp-done"
      onClick={() => resetView(client, 'Account')}
    >
      {messages.onramp.backToAccount}
    </Button>
  )
  if (order.status === 'completed') {
    return (
      <div
        className="foyer-stack foyer-center"
        data-testid="foyer-onramp-status"
        data-status="completed"
      >
        <p className="foyer-title" role="status" data-testid="foyer-onramp-completed">
          {t(messages.onramp.completed, {
            amount: order.quote.cryptoAmount,
            symbol: order.quote.symbol,
          })}
        </p>
        {back}
      </div>
    )
  }
  if (order.status === 'failed') {
    return (
      <div
        className="foyer-stack foyer-center"
        data-testid="foyer-onramp-status"
        data-status="failed"
      >
        <p className="foyer-field-error" role="alert" data-testid="foyer-onramp-failed">
          {order.reason
            ? t(messages.onramp.failed, { reason: order.reason })
            : messages.onramp.failedUnknown}
        </p>
        {back}
      </div>
    )
  }
  return (
    <div
      className="foyer-stack foyer-center"
      data-testid="foyer-onramp-status"
      data-status="pending"
      aria-busy
    >
      <Spinner size={40} decorative />
      <p className="foyer-muted" role="status" data-testid="foyer-onramp-waiting">
        {t(messages.onramp.waiting, { provider: providerName })}
      </p>
      {checkFailed && <p className="foyer-muted">{messages.onramp.checkFailed}</p>}
      <Button
        variant="secondary"
        size="sm"
        data-testid="foyer-onramp-open-again"
        onClick={onOpenAgain}
      >
        {messages.onramp.openAgain}
      </Button>
    </div>
  )
}
