import type { Network } from '@foyer/common'
import type { Transaction } from '@foyer/core'
import { Button, Spinner } from '@foyer/ui'
import { useClient } from '../../client/client-context.js'
import { formatAmount } from '../../internal/format-amount.js'
import { useMessages } from '../../messages/context.js'
import { useActivity } from './use-activity.js'

function TransactionRow({ transaction }: { transaction: Transaction }) {
  const messages = useMessages()
  const transfer = transaction.transfers[0]
  const direction = transfer?.direction === 'in' ? messages.account.received : messages.account.sent
  const symbol = transfer?.fungible_info?.symbol ?? transfer?.nft_info?.name ?? ''
  const amount = transfer ? formatAmount(transfer.quantity.numeric) : undefined
  const minedAt = new Date(transaction.metadata.minedAt)
  return (
    <li className="foyer-token-row" data-testid="foyer-transaction">
      <span className="foyer-token-name">
        {direction}
        <span className="foyer-muted foyer-small">
          {Number.isNaN(minedAt.getTime()) ? '' : minedAt.toLocaleDateString()}
        </span>
      </span>
      <span className="foyer-token-amount">
        {amount === undefined ? '' : `${amount} ${symbol}`.trim()}
      </span>
    </li>
  )
}

/**
 * The Activity tab (the optional history module, loaded on demand): the account's
 * transactions on the active EVM network from the blockchain-data service, or an honest
 * note when there is no service or the network has no activity support.
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
  const activity = useActivity(client, address, network, messages.errors.TRANSACTIONS_FETCH_FAILED)
  if (activity.status === 'unavailable') {
    return <p className="foyer-muted foyer-center">{messages.account.activityUnavailable}</p>
  }
  if (activity.status === 'unsupported') {
    return <p className="foyer-muted foyer-center">{messages.account.activityNotOnNetwork}</p>
  }
  return (
    <div className="foyer-stack" data-testid="foyer-activity">
      {activity.transactions.length > 0 && (
        <ul className="foyer-plain-list foyer-stack">
          {activity.transactions.map((transaction) => (
            <TransactionRow key={transaction.id} transaction={transaction} />
          ))}
        </ul>
      )}
      {activity.status === 'loading' && (
        <div className="foyer-center">
          <Spinner label={messages.modal.loading} />
        </div>
      )}
      {activity.status === 'empty' && (
        <p className="foyer-muted foyer-center">{messages.account.noActivity}</p>
      )}
      {activity.hasMore && (
        <Button variant="secondary" onClick={activity.loadMore}>
          {messages.account.loadMore}
        </Button>
      )}
    </div>
  )
}
