import type { Network } from '@foyer/common'
import type { Transaction } from '@foyer/core'
import { Button, ExternalLinkIcon, Spinner, WarningIcon } from '@foyer/ui'
import { useEffect, useRef } from 'react'
import { useClient } from '../../client/client-context.js'
import { formatActivityDate } from '../../i18n/format-date.js'
import { explorerTransactionUrl } from '../../internal/explorer.js'
import { formatAmount } from '../../internal/format-amount.js'
import { t, useLocale, useMessages } from '../../messages/context.js'
import { PendingIcon, ReceivedIcon, SelfIcon, SentIcon } from './activity-icons.js'
import { groupByMonth } from './group-by-month.js'
import { useActivity } from './use-activity.js'

function TransactionRow({
  transaction,
  network,
}: {
  transaction: Transaction
  network: Network | undefined
}) {
  const messages = useMessages()
  const locale = useLocale()
  const transfer = transaction.transfers[0]
  const direction = transfer?.direction ?? 'out'
  const label =
    direction === 'in'
      ? messages.account.received
      : direction === 'self'
        ? messages.account.self
        : messages.account.sent
  const DirectionIcon =
    direction === 'in' ? ReceivedIcon : direction === 'self' ? SelfIcon : SentIcon
  const symbol = transfer?.fungible_info?.symbol ?? transfer?.nft_info?.name ?? ''
  const amount = transfer?.nft_info
    ? '1'
    : transfer
      ? formatAmount(transfer.quantity.numeric, locale)
      : undefined
  const minedAt = new Date(transaction.metadata.minedAt)
  const status = transaction.metadata.status ?? 'confirmed'
  const explorer = explorerTransactionUrl(network, transaction.metadata.hash)
  return (
    <li
      className="foyer-token-row"
      data-testid="foyer-transaction"
      data-direction={direction}
      data-status={status}
    >
      <span className="foyer-activity-icon">
        {status === 'failed' ? (
          <WarningIcon
            className="foyer-activity-status-failed"
            label={messages.account.statusFailed}
          />
        ) : status === 'pending' ? (
          <PendingIcon label={messages.account.statusPending} />
        ) : (
          <DirectionIcon />
        )}
      </span>
      <span className="foyer-token-name">
        {label}
        <span className="foyer-muted foyer-small">
          {formatActivityDate(minedAt, locale)}
          {status !== 'confirmed' &&
            ` · ${status === 'failed' ? messages.account.statusFailed : messages.account.statusPending}`}
        </span>
      </span>
      <span className="foyer-token-amount">
        {amount === undefined
          ? ''
          : `${direction === 'in' ? '+' : direction === 'out' ? '−' : ''}${amount} ${symbol}`.trim()}
      </span>
      {explorer && (
        <a
          className="foyer-inline-link"
          href={explorer.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t(messages.account.viewTransaction, { explorer: explorer.name })}
        >
          <ExternalLinkIcon />
        </a>
      )}
    </li>
  )
}

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
    return <p className="foyer-muted foyer-center">{messages.account.activityNotOnNetwork}</p>
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
