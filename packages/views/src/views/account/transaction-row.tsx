import type { Network } from '@foyer/common'
import type { Transaction } from '@foyer/core'
import { ExternalLinkIcon, WarningIcon } from '@foyer/ui'
import { formatActivityDate } from '../../i18n/format-date.js'
import { explorerTransactionUrl } from '../../internal/explorer.js'
import { t, useLocale, useMessages } from '../../messages/context.js'
import { PendingIcon, ReceivedIcon, SelfIcon, SentIcon, SwapIcon } from './activity-icons.js'
import { type ActivityKind, summarizeTransaction } from './transaction-summary.js'

const ICONS = {
  in: ReceivedIcon,
  out: SentIcon,
  self: SelfIcon,
  swap: SwapIcon,
} satisfies Record<ActivityKind, unknown>

/**
 * One transaction of the Activity tab: what it did (received, sent, sent to self, or
 * swapped, listing what left and what arrived in that transaction), when, its status and a
 * link to the network's explorer.
 */
export function TransactionRow({
  transaction,
  network,
}: {
  transaction: Transaction
  network: Network | undefined
}) {
  const messages = useMessages()
  const locale = useLocale()
  const { kind, amounts } = summarizeTransaction(
    transaction,
    locale,
    network?.nativeCurrency.symbol,
  )
  const label = {
    in: messages.account.received,
    out: messages.account.sent,
    self: messages.account.self,
    swap: messages.account.swapped,
  }[kind]
  const KindIcon = ICONS[kind]
  const minedAt = new Date(transaction.metadata.minedAt)
  const status = transaction.metadata.status ?? 'confirmed'
  const explorer = explorerTransactionUrl(network, transaction.metadata.hash)
  return (
    <li
      className="foyer-token-row"
      data-testid="foyer-transaction"
      data-direction={kind}
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
          <KindIcon />
        )}
      </span>
      <span className="foyer-token-name foyer-activity-label" title={label}>
        {label}
        <span className="foyer-muted foyer-small">
          {formatActivityDate(minedAt, locale)}
          {status !== 'confirmed' &&
            ` · ${status === 'failed' ? messages.account.statusFailed : messages.account.statusPending}`}
        </span>
      </span>
      {kind === 'swap' ? (
        <span className="foyer-token-amount foyer-activity-amount foyer-activity-sides">
          {amounts.map((amount, index) => (
            <span
              // The same token may leave or arrive twice; the position keeps keys unique.
              // biome-ignore lint/suspicious/noArrayIndexKey: amounts never reorder
              key={index}
              data-testid="foyer-transaction-amount"
              data-direction={amount.direction}
              title={amount.text}
            >
              {amount.text}
            </span>
          ))}
        </span>
      ) : (
        <span
          className="foyer-token-amount foyer-activity-amount"
          data-testid="foyer-transaction-amount"
          title={amounts[0]?.text}
        >
          {amounts[0]?.text ?? ''}
        </span>
      )}
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
