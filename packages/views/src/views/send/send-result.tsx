import { Button, Spinner } from '@foyer/ui'
import { t, useMessages } from '../../messages/context.js'

/** Props of {@link SendResult}. */
export interface SendResultProps {
  /** Sending (the wallet is asked) or sent, with its transaction hash. */
  result: { status: 'pending' } | { status: 'sent'; hash: string }
  /** What was sent, e.g. '1.5 ETH'. */
  summary: string
  /** The network's block explorer (its base URL), when it has one. */
  explorerUrl?: string | undefined
  onDone(): void
}

/**
 * The send's result step: pending while the wallet is asked, then sent, with a link to the
 * transaction on the network's block explorer (the hash itself when it has none). A failed
 * send goes back to the form with everything typed kept and the error shown there.
 */
export function SendResult({ result, summary, explorerUrl, onDone }: SendResultProps) {
  const messages = useMessages()
  if (result.status === 'pending') {
    return (
      <div className="foyer-center foyer-stack" data-testid="foyer-send-pending">
        <Spinner label={messages.send.sending} />
        <p>{messages.send.sending}</p>
      </div>
    )
  }
  const link = explorerUrl ? `${explorerUrl.replace(/\/+$/, '')}/tx/${result.hash}` : undefined
  return (
    <section
      className="foyer-stack foyer-stack-l"
      data-testid="foyer-send-success"
      data-hash={result.hash}
    >
      <h2 className="foyer-title" role="status">
        {messages.review.sent}
      </h2>
      <p data-testid="foyer-send-success-summary">{summary}</p>
      {link ? (
        <a
          className="foyer-inline-link"
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="foyer-send-transaction-link"
        >
          {messages.review.viewTransaction}
        </a>
      ) : (
        <p className="foyer-muted" data-testid="foyer-send-transaction-hash">
          {t(messages.review.transaction, { hash: result.hash })}
        </p>
      )}
      <Button fullWidth onClick={onDone} data-testid="foyer-send-done">
        {messages.review.done}
      </Button>
    </section>
  )
}
