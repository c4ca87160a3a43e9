import type { CaipNetworkId } from '@foyer/common'
import { type DecodedLine, sendCall, simulationMessages } from '@foyer/common/decode'
import type { SendToken } from '@foyer/core'
import { parseUnits } from '@foyer/core/send'
import { Button, Spinner } from '@foyer/ui'
import { useMemo } from 'react'
import { useClient } from '../../client/client-context.js'
import { t, useLocale, useMessages } from '../../messages/context.js'
import type { ViewMessages } from '../../messages/en.js'
import { useSimulatedLines } from './use-simulated-lines.js'

/** The send as the user filled it in, fixed for the review. */
export interface ReviewedSend {
  token: SendToken
  amount: string
  receiver: string
  /** The name the receiver was typed as, when it was one. */
  receiverName?: string | undefined
  from: string
  network: { caipNetworkId: CaipNetworkId; id: string | number; name: string }
  nativeSymbol: string
  /** The fee in the native currency, formatted, when known. */
  fee?: string | undefined
}

/** Props of {@link SendReview}. */
export interface SendReviewProps {
  send: ReviewedSend
  tokens: readonly SendToken[]
  onConfirm(): void
  onEdit(): void
}

/**
 * A decoded simulation line in the user's language: its catalogue's `decode` text, else the
 * decoder's English (which the built-in English catalogue leaves to this lazy chunk).
 */
export function simulationText(messages: ViewMessages, line: DecodedLine): string {
  const key = line.key as keyof typeof simulationMessages
  const template = messages.decode?.[key] ?? simulationMessages[key]
  return template === undefined ? line.key : t(template, line.values)
}

/**
 * The send's review step (issue 31/39): what leaves, to whom, on which network, the fee, and
 * what the data service's simulation says the send changes in the account ("You send … / You
 * receive …"). When it cannot simulate, it says so; a send that would revert is an alert.
 * Confirm is enabled once the simulation has answered, so nothing moves under the pointer.
 * Its own chunk (with the decoder), loaded when the review opens.
 */
export default function SendReview({ send, tokens, onConfirm, onEdit }: SendReviewProps) {
  const client = useClient()
  const messages = useMessages()
  const locale = useLocale()
  const calls = useMemo(() => {
    const amount = parseUnits(send.amount, Number(send.token.quantity.decimals))
    const token = send.token.address?.split(':').pop() as `0x${string}` | undefined
    return [sendCall({ to: send.receiver as `0x${string}`, amount, token })]
  }, [send])
  const simulation = useSimulatedLines(client, {
    caipNetworkId: send.network.caipNetworkId,
    from: send.from,
    calls,
    nativeSymbol: send.nativeSymbol,
    tokens,
    locale,
  })
  const reverted =
    simulation.status === 'done' && simulation.lines[0]?.key === 'SIMULATION_REVERTED'
      ? simulation.lines[0]
      : undefined
  return (
    <section
      className="foyer-stack foyer-stack-l"
      data-testid="foyer-send-review"
      aria-labelledby="foyer-send-review-title"
    >
      <h2 id="foyer-send-review-title" className="foyer-title">
        {messages.review.sendHeading}
      </h2>
      <dl className="foyer-details">
        <dt>{messages.review.youSend}</dt>
        <dd data-testid="foyer-review-amount">{`${send.amount} ${send.token.symbol}`}</dd>
        <dt>{messages.send.receiver}</dt>
        <dd data-testid="foyer-review-receiver">
          {send.receiverName ? `${send.receiverName} (${send.receiver})` : send.receiver}
        </dd>
        <dt>{messages.review.network}</dt>
        <dd data-testid="foyer-review-network">
          {t(messages.review.networkValue, { name: send.network.name, id: send.network.id })}
        </dd>
        {send.fee && (
          <>
            <dt>{messages.send.fee}</dt>
            <dd data-testid="foyer-review-fee">{send.fee}</dd>
          </>
        )}
      </dl>
      <section data-testid="foyer-review-simulation" aria-live="polite">
        <h3 className="foyer-network-group-title">{messages.review.changes}</h3>
        {simulation.status === 'loading' && <Spinner label={messages.review.simulating} />}
        {simulation.status === 'unsupported' && (
          <p className="foyer-muted" data-testid="foyer-review-no-simulation">
            {messages.review.noSimulation}
          </p>
        )}
        {reverted && (
          <p className="foyer-field-error" role="alert" data-testid="foyer-review-reverted">
            {simulationText(messages, reverted)}
          </p>
        )}
        {simulation.status === 'done' && !reverted && (
          <ul className="foyer-plain-list foyer-stack" data-testid="foyer-review-changes">
            {simulation.lines.map((line) => (
              <li key={`${line.key}:${JSON.stringify(line.values)}`} data-key={line.key}>
                {simulationText(messages, line)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="foyer-sign-in-actions">
        <Button variant="secondary" onClick={onEdit} data-testid="foyer-review-edit">
          {messages.review.edit}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={simulation.status === 'loading'}
          data-testid="foyer-review-confirm"
        >
          {messages.review.confirmSend}
        </Button>
      </div>
    </section>
  )
}
