import type { Network } from '@foyer/common'
import { Button, Spinner } from '@foyer/ui'
import { useEffect, useRef } from 'react'
import { useClient } from '../../client/client-context.js'
import { useLocale, useMessages } from '../../messages/context.js'
import { groupByMonth } from './group-by-month.js'
import { TransactionRow } from './transaction-row.js'
import { useActivity } from './use-activity.js'

/** Calls `onVisible` when the element scrolls into view (the next page on scroll). */
function useWhenVisible(onVisible: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null)
  const callback = useRef(onVisible)
  callback.current = onVisible
  useEffect(() => {
    const element = ref.current
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [enabled])
  return ref
}

/**
 * The Activity tab (the optional history module, loaded on demand): the account's
 * transactions on the active EVM network from the blockchain-data service, grouped by
 * month, the next page loaded on scroll (or with the button), with direction and status
 * icons and explorer links; or an honest note when there is no service or the network has
 * no activity support.
 */
export default function ActivityTab({
  address,
  network,
}: {
  address: string | undefined
  network: Network | undefined
}) {
  const client = useClient()
  const messages = useMessages()
  const locale = useLocale()
  const activity = useActivity(client, address, network, messages.errors.TRANSACTIONS_FETCH_FAILED)
  const sentinel = useWhenVisible(activity.loadMore, activity.hasMore)
  if (activity.status === 'unavailable') {
    return <p className="foyer-muted foyer-center">{messages.account.activityUnavailable}</p>
  }
  if (activity.status === 'unsupported') {
    return (
      <p className="foyer-muted foyer-center" data-testid="foyer-activity-unsupported">
        {messages.account.activityNotOnNetwork}
      </p>
    )
  }
  const months = groupByMonth(activity.transactions, locale)
  return (
    <div className="foyer-stack" data-testid="foyer-activity">
      {months.map((month) => (
        <section key={month.key} aria-label={month.label} data-testid="foyer-activity-month">
          <h3 className="foyer-activity-month">{month.label}</h3>
          <ul className="foyer-plain-list foyer-stack">
            {month.transactions.map((transaction) => (
              <TransactionRow key={transaction.id} transaction={transaction} network={network} />
            ))}
          </ul>
        </section>
      ))}
      {activity.status === 'loading' && (
        <div className="foyer-center">
          <Spinner label={messages.modal.loading} />
        </div>
      )}
      {activity.status === 'empty' && (
        <p className="foyer-muted foyer-center">{messages.account.noActivity}</p>
      )}
      {activity.hasMore && (
        <div ref={sentinel}>
          <Button variant="secondary" onClick={activity.loadMore}>
            {messages.account.loadMore}
          </Button>
        </div>
      )}
    </div>
  )
}
