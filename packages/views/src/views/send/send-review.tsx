import type { CaipNetworkId } from '@foyer/common'
import { sendCall } from '@foyer/common/decode'
import type { SendToken } from '@foyer/core'
import { parseUnits } from '@foyer/core/send'
import { KeyValueList, KeyValueRow } from '@foyer/ui'
import { useMemo } from 'react'
import { useClient } from '../../client/client-context.js'
import { t, useLocale, useMessages } from '../../messages/context.js'
import { useReviewTexts } from '../review/review-messages.js'
import { ReviewSection } from '../review/review-section.js'
import { SimulatedChanges } from '../review/simulated-changes.js'
import { useSimulatedLines } from '../review/use-simulated-lines.js'

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
 * The send's review step (issue 31/39): what leaves, to whom, on which network, the fee, and
 * what the data service's simulation says the send changes in the account ("You send … / You
 * receive …"). When it cannot simulate, it says so; a send that would revert is an alert.
 * Confirm is enabled once the simulation has answered, so nothing moves under the pointer.
 * Its own chunk (with the decoder), loaded when the review opens.
 */
export default function SendReview({ send, tokens, onConfirm, onEdit }: SendReviewProps) {
  const client = useClient()
  const messages = useMessages()
  const texts = useReviewTexts()
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
    tokens: tokens.map((token) => ({
      address: token.address,
      symbol: token.symbol,
      decimals: Number(token.quantity.decimals),
      price: token.price,
    })),
    locale,
  })
  return (
    <ReviewSection
      testId="foyer-send-review"
      title={texts.review.sendHeading}
      texts={texts}
      confirmLabel={texts.review.confirmSend}
      confirmDisabled={simulation.status === 'loading'}
      onConfirm={onConfirm}
      onEdit={onEdit}
    >
      <KeyValueList>
        <KeyValueRow
          label={texts.review.youSend}
          valueTestId="foyer-review-amount"
        >{`${send.amount} ${send.token.symbol}`}</KeyValueRow>
        <KeyValueRow label={messages.send.receiver} valueTestId="foyer-review-receiver">
          {send.receiverName ? `${send.receiverName} (${send.receiver})` : send.receiver}
        </KeyValueRow>
        <KeyValueRow label={texts.review.network} valueTestId="foyer-review-network">
          {t(texts.review.networkValue, {
            name: send.network.name,
            // the chain id as the chain has it, not a number to group ('31,337')
            id: String(send.network.id),
          })}
        </KeyValueRow>
        {send.fee && (
          <KeyValueRow label={messages.send.fee} valueTestId="foyer-review-fee">
            {send.fee}
          </KeyValueRow>
        )}
      </KeyValueList>
      <SimulatedChanges
        simulation={simulation}
        texts={texts}
        simulating={texts.review.simulating}
        unsupported={texts.review.noSimulation}
      />
    </ReviewSection>
  )
}
