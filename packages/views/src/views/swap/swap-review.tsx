import type { CaipNetworkId } from '@foyer/common'
import { type CallRequest, checkSwapCalls } from '@foyer/common/decode'
import { formatUnits, type SwapToken } from '@foyer/core'
import { KeyValueList, KeyValueRow } from '@foyer/ui'
import { useMemo } from 'react'
import { useClient } from '../../client/client-context.js'
import { formatAmountWithSymbol } from '../../internal/format-amount.js'
import { formatFee } from '../../internal/format-significant.js'
import { t, useLocale, useMessages } from '../../messages/context.js'
import { useReviewTexts } from '../review/review-messages.js'
import { ReviewSection } from '../review/review-section.js'
import { SimulatedChanges } from '../review/simulated-changes.js'
import { useSimulatedLines } from '../review/use-simulated-lines.js'
import type { SwapPlan } from './swap-plan.js'

/** Props of {@link SwapReview}. */
export interface SwapReviewProps {
  plan: SwapPlan
  from: SwapToken
  to: SwapToken
  /** Every swap token of the network: symbols, decimals and prices for the simulated lines. */
  tokens: readonly SwapToken[]
  network: {
    caipNetworkId: CaipNetworkId
    id: string | number
    name: string
    nativeCurrency: { symbol: string; decimals: number }
  }
  onConfirm(): void
  onEdit(): void
}

/** A prepared transaction as the decoder and the simulation take it. */
function callOf(transaction: { to: string; data: string; value: string }): CallRequest {
  return {
    to: transaction.to as `0x${string}`,
    data: transaction.data as `0x${string}`,
    value: BigInt(transaction.value),
  }
}

/**
 * The swap's review step (issue 31/39): what is paid, what arrives (and the least accepted),
 * the network and its fee, the approval the swap grants first (read from its calldata), and
 * the data service's simulation of the approval and the swap together ("You send … / You
 * receive … / You allow …"). Transactions that do not match the quote (another spender,
 * recipient, amount or minimum) are refused here, before the wallet is asked.
 * Its own chunk (with the decoder), loaded when the review opens.
 */
export default function SwapReview(props: SwapReviewProps) {
  const { plan, from, to, network, onConfirm, onEdit } = props
  const client = useClient()
  const messages = useMessages()
  const texts = useReviewTexts()
  const locale = useLocale()
  const checked = useMemo(() => checkSwapCalls(plan), [plan])
  const calls = useMemo(
    () => [...(plan.approval ? [callOf(plan.approval)] : []), callOf(plan.swap)],
    [plan],
  )
  const simulation = useSimulatedLines(client, {
    caipNetworkId: network.caipNetworkId,
    from: plan.owner,
    calls,
    nativeSymbol: network.nativeCurrency.symbol,
    tokens: props.tokens,
    locale,
  })
  const amount = (value: bigint, token: { symbol: string; decimals: number }) =>
    formatAmountWithSymbol(formatUnits(value, token.decimals), token.symbol, locale) ?? ''
  const native = network.nativeCurrency
  const approval = checked.ok ? checked.approval : undefined
  return (
    <ReviewSection
      testId="foyer-swap-review"
      title={texts.review.swapHeading}
      texts={texts}
      confirmLabel={texts.review.confirmSwap}
      confirmDisabled={!checked.ok || simulation.status === 'loading'}
      onConfirm={onConfirm}
      onEdit={onEdit}
    >
      <KeyValueList>
        <KeyValueRow label={texts.review.youPay} valueTestId="foyer-review-pay">
          {amount(BigInt(plan.quote.amountIn), from)}
        </KeyValueRow>
        <KeyValueRow label={texts.review.youReceive} valueTestId="foyer-review-receive">
          {amount(BigInt(plan.quote.amountOut), to)}
        </KeyValueRow>
        <KeyValueRow label={messages.swap.minimumReceived} valueTestId="foyer-review-minimum">
          {amount(plan.minimumOut, to)}
        </KeyValueRow>
        <KeyValueRow label={texts.review.network} valueTestId="foyer-review-network">
          {t(texts.review.networkValue, { name: network.name, id: String(network.id) })}
        </KeyValueRow>
        <KeyValueRow label={messages.swap.networkFee} valueTestId="foyer-review-fee">
          {formatFee(BigInt(plan.quote.networkFee.amount), native, { priced: false, locale })}
        </KeyValueRow>
        {approval && (
          <KeyValueRow label={texts.review.approvalFirst} valueTestId="foyer-review-approval">
            {approval.unlimited
              ? t(texts.review.approvalUnlimited, {
                  spender: approval.spender,
                  symbol: from.symbol,
                })
              : t(texts.review.approvalValue, {
                  spender: approval.spender,
                  amount: amount(approval.amount, from),
                })}
          </KeyValueRow>
        )}
      </KeyValueList>
      {checked.ok ? (
        <SimulatedChanges
          simulation={simulation}
          texts={texts}
          simulating={texts.review.simulatingSwap}
          unsupported={texts.review.noSwapSimulation}
        />
      ) : (
        <p
          className="foyer-field-error"
          role="alert"
          data-testid="foyer-review-mismatch"
          data-problem={checked.problem}
        >
          {texts.review.planMismatch}
        </p>
      )}
    </ReviewSection>
  )
}
