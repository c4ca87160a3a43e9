import type { Network } from '@foyer/common'
import { Button, CopyIcon, ExternalLinkIcon, Spinner } from '@foyer/ui'
import { useClient } from '../../client/client-context.js'
import { copyText } from '../../internal/copy-text.js'
import { explorerTransactionUrl } from '../../internal/explorer.js'
import { t, useMessages } from '../../messages/context.js'
import { useReviewTexts } from '../review/review-messages.js'

/** Props of {@link SendResult}. */
export interface SendResultProps {
  /** Sending (the wallet is asked) or sent, with its transaction hash. */
  result: { status: 'pending' } | { status: 'sent'; hash: string }
  /** What was sent, e.g. '1.5 ETH'. */
  summary: string
  /** The network it was sent on: its block explorer, when it has an https one, gets the link. */
  network?: Network | undefined
  onDone(): void
}

/**
 * The send's result step: pending while the wallet is asked, then sent, with a link to the
 * transaction on the network's block explorer, or the hash with a copy button where the
 * network has no (https) explorer. A failed send goes back to the form with everything typed
 * kept and the error shown there.
 */
export function SendResult({ result, summary, network, onDone }: SendResultProps) {
  const client = useClient()
  const messages = useMessages()
  const { review } = useReviewTexts()
  if (result.status === 'pending') {
    return (
      <div className="foyer-center foyer-stack" data-testid="foyer-send-pending">
        <Spinner label={messages.send.sending} />
        <p>{messages.send.sending}</p>
      </div>
    )
  }
  const explorer = explorerTransactionUrl(network, result.hash)
  const copy = () =>
    copyText(client, result.hash, {
      copied: review.hashCopied,
      failed: review.copyHashFailed,
    })
  return (
    <section
      className="foyer-stack foyer-stack-l"
      data-testid="foyer-send-success"
      data-hash={result.hash}
    >
      <h2 className="foyer-title" role="status">
        {review.sent}
      </h2>
      <p data-testid="foyer-send-success-summary">{summary}</p>
      {explorer ? (
        <a
          className="foyer-inline-link"
          href={explorer.url}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="foyer-send-transaction-link"
        >
          {t(messages.account.viewTransaction, { explorer: explorer.name })}
          <ExternalLinkIcon />
        </a>
      ) : (
        <div className="foyer-stack">
          <p
            className="foyer-muted foyer-transaction-hash"
            data-testid="foyer-send-transaction-hash"
          >
            {t(review.transaction, { hash: result.hash })}
          </p>
          <Button
            variant="secondary"
            size="sm"
            leadingIcon={<CopyIcon />}
            onClick={copy}
            data-testid="foyer-send-copy-hash"
          >
            {review.copyHash}
          </Button>
        </div>
      )}
      <Button fullWidth onClick={onDone} data-testid="foyer-send-done">
        {review.done}
      </Button>
    </section>
  )
}
