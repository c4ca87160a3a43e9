import { errorFromProvider, formatMoney } from '@foyer/common'
import { formatUnits, returnToView, type SwapToken } from '@foyer/core'
import { parseUnits } from '@foyer/core/send'
import { Button, Spinner } from '@foyer/ui'
import { lazy, Suspense, useEffect, useId, useState } from 'react'
import { useClient } from '../../client/client-context.js'
import { useAccountState, useActiveNetwork } from '../../client/use-client-state.js'
import { useStoreSelector } from '../../client/use-store.js'
import { formatAmount, formatAmountWithSymbol } from '../../internal/format-amount.js'
import { formatFee } from '../../internal/format-significant.js'
import { errorText, t, useLocale, useMessages } from '../../messages/context.js'
import { fieldStylesRef } from '../../styles/field-styles.js'
import { useReviewTexts } from '../review/review-messages.js'
import { TokenPickerField } from '../token-picker/token-picker-field.js'
import { FlipButton } from './flip-button.js'
import { runSwap, SwapRevertedError, type SwapStep } from './run-swap.js'
import { SwapAmountField } from './swap-amount-field.js'
import {
  DEFAULT_SLIPPAGE_PERCENT,
  findSwapToken,
  isSlippageExceeded,
  minimumAmountOut,
  parseSlippage,
} from './swap-math.js'
import { planSwap, type SwapPlan } from './swap-plan.js'
import { swapTokenItems } from './swap-token-items.js'
import { balanceOf, useSwapQuote, useSwapTokens } from './use-swap-data.js'

/** The review step, with the decoder and its simulation: loaded when the review opens. */
const SwapReview = lazy(() => import('./swap-review.js'))

/**
 * The Swap view (SPEC §1, §2 rule 1): pick the tokens and the amount (the swap arguments
 * preset them), see the quote from the pools with its price impact, route and network fee,
 * set the slippage tolerance (1 % by default), then Swap prepares the transactions (the
 * approval first when the allowance is short) and opens the review (what is paid and
 * received, the fee, the approval, the simulated changes); its Confirm sends them through
 * the wallet. A failure says why and keeps every input; a swap goes back to Account, whose
 * balances and Activity read again.
 */
export default function SwapView() {
  const client = useClient()
  const messages = useMessages()
  const locale = useLocale()
  const { review: reviewText } = useReviewTexts()
  const network = useActiveNetwork(client)
  const account = useAccountState(client)
  const args = useStoreSelector(client.stores.router, (router) => router.data?.swap)
  const [reloadKey, setReloadKey] = useState(0)
  const { tokens, balances, status } = useSwapTokens(
    client,
    account?.address,
    network?.caipNetworkId,
    reloadKey,
  )
  const [fromId, setFromId] = useState<string | undefined>(undefined)
  const [toId, setToId] = useState<string | undefined>(undefined)
  const [amountText, setAmountText] = useState(args?.amount ?? '')
  const [slippageText, setSlippageText] = useState(String(DEFAULT_SLIPPAGE_PERCENT))
  const [step, setStep] = useState<SwapStep | 'preparing' | undefined>(undefined)
  const [review, setReview] = useState<SwapPlan | undefined>(undefined)
  const [failure, setFailure] = useState<string | undefined>(undefined)
  const slippageId = useId()

  // Once the tokens are known: the swap arguments, else the native currency for the first token.
  useEffect(() => {
    if (tokens.length === 0) return
    setFromId(
      (current) => current ?? (findSwapToken(tokens, args?.fromToken) ?? tokens[0])?.address,
    )
    setToId((current) => current ?? (findSwapToken(tokens, args?.toToken) ?? tokens[1])?.address)
  }, [tokens, args?.fromToken, args?.toToken])

  const from = tokens.find((token) => token.address === fromId)
  const to = tokens.find((token) => token.address === toId)
  const amountProblem = amountError(amountText, from, balanceOf(from, balances))
  const amount =
    amountProblem === undefined && from ? parseUnits(amountText, from.decimals) : undefined
  const slippage = parseSlippage(slippageText)
  const {
    quote,
    loading: quoting,
    error: quoteError,
  } = useSwapQuote(client, {
    caipNetworkId: network?.caipNetworkId,
    from,
    to,
    amount,
  })

  if (!client.blockchainData?.getSwapQuote || status === 'failed') {
    return (
      <div className="foyer-stack foyer-center" data-testid="foyer-view-Swap">
        <p className="foyer-muted" role="alert" data-testid="foyer-swap-unavailable">
          {client.blockchainData?.getSwapQuote
            ? messages.swap.tokensFailed
            : messages.swap.unavailable}
        </p>
        {client.blockchainData?.getSwapQuote && (
          <Button variant="secondary" onClick={() => setReloadKey((key) => key + 1)}>
            {messages.swap.retry}
          </Button>
        )}
      </div>
    )
  }
  if (status === 'loading' && tokens.length === 0) {
    return (
      <div className="foyer-center" data-testid="foyer-view-Swap">
        <Spinner label={messages.modal.loading} />
      </div>
    )
  }

  const amountMessage = (() => {
    if (amountText === '' || !amountProblem) return undefined
    if (amountProblem === 'above') return messages.send.amountAboveBalance
    if (amountProblem === 'precision' && from) {
      return t(messages.send.amountTooPrecise, { symbol: from.symbol, decimals: from.decimals })
    }
    return messages.send.amountInvalid
  })()
  const quoteFailure =
    quoteError === undefined
      ? undefined
      : t(messages.swap.quoteFailed, { message: errorText(messages, quoteError) })
  const busy = step !== undefined
  const ready = quote !== undefined && !quoting && slippage !== undefined && !busy && !amountProblem

  const failed = (error: unknown) => {
    setStep(undefined)
    setFailure(
      isSlippageExceeded(error)
        ? messages.swap.slippageExceeded
        : error instanceof SwapRevertedError
          ? messages.swap.reverted
          : t(messages.swap.failed, { message: errorText(messages, errorFromProvider(error)) }),
    )
  }

  // Swap: prepare the transactions, then review them.
  const submit = async () => {
    if (!ready || !quote || !account?.address || slippage === undefined) return
    setFailure(undefined)
    setStep('preparing')
    try {
      const plan = await planSwap(client, {
        quote,
        owner: account.address,
        slippagePercent: slippage,
      })
      setStep(undefined)
      setReview(plan)
    } catch (error) {
      failed(error)
    }
  }

  // The review's Confirm: back on the (disabled) form, whose button tells the step.
  const confirm = async (plan: SwapPlan) => {
    setReview(undefined)
    try {
      await runSwap(client, plan, setStep)
      setStep(undefined)
      // Back to Account, without the finished Swap form under it.
      returnToView(client, 'Account')
    } catch (error) {
      failed(error)
    }
  }

  if (review && from && to && network) {
    return (
      <div data-testid="foyer-view-Swap">
        <Suspense fallback={<Spinner label={messages.modal.loading} />}>
          <SwapReview
            plan={review}
            from={from}
            to={to}
            tokens={tokens}
            network={network}
            onConfirm={() => void confirm(review)}
            onEdit={() => setReview(undefined)}
          />
        </Suspense>
      </div>
    )
  }

  const formatted = (value: string, token: SwapToken | undefined) =>
    token
      ? formatAmountWithSymbol(formatUnits(BigInt(value), token.decimals), token.symbol, locale)
      : ''
  const native = network?.nativeCurrency
  const items = swapTokenItems(client, tokens, balances, locale)

  return (
    <form
      ref={fieldStylesRef}
      className="foyer-stack foyer-stack-l"
      data-testid="foyer-view-Swap"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <SwapAmountField
        items={items}
        from={from}
        held={balanceOf(from, balances)}
        onFromChange={(picked) => {
          if (picked === toId) setToId(fromId)
          setFromId(picked)
        }}
        value={amountText}
        onChange={setAmountText}
        error={amountMessage}
        disabled={busy}
      />
      <FlipButton
        label={messages.swap.flip}
        disabled={busy || !from || !to}
        onFlip={() => {
          setFromId(toId)
          setToId(fromId)
        }}
      />
      <TokenPickerField
        label={messages.swap.to}
        testId="foyer-swap-to"
        tokens={items.filter((item) => item.id !== fromId)}
        selectedId={toId}
        disabled={busy}
        onChange={setToId}
      />
      <div className="foyer-field">
        <label className="foyer-field-label" htmlFor={slippageId}>
          {messages.swap.slippage}
        </label>
        <input
          id={slippageId}
          className="foyer-input"
          data-testid="foyer-swap-slippage"
          inputMode="decimal"
          autoComplete="off"
          value={slippageText}
          disabled={busy}
          aria-invalid={slippage === undefined ? true : undefined}
          onChange={(event) => setSlippageText(event.target.value)}
        />
        {slippage === undefined && (
          <p className="foyer-field-error">{messages.swap.slippageInvalid}</p>
        )}
      </div>
      {quoting && <p className="foyer-muted">{messages.swap.quoting}</p>}
      {quoteFailure && !quoting && (
        <p className="foyer-field-error" role="alert" data-testid="foyer-swap-quote-error">
          {quoteFailure}
        </p>
      )}
      {quote && !quoting && (
        <dl className="foyer-details" data-testid="foyer-swap-quote">
          <dt>{messages.swap.to}</dt>
          <dd data-testid="foyer-swap-amount-out">{formatted(quote.amountOut, to)}</dd>
          {slippage !== undefined && (
            <>
              <dt>{messages.swap.minimumReceived}</dt>
              <dd>
                {formatted(minimumAmountOut(BigInt(quote.amountOut), slippage).toString(), to)}
              </dd>
            </>
          )}
          <dt>{messages.swap.priceImpact}</dt>
          <dd data-testid="foyer-swap-impact">{`${formatAmount(String(quote.priceImpact), locale) ?? quote.priceImpact} %`}</dd>
          <dt>{messages.swap.route}</dt>
          <dd data-testid="foyer-swap-route">{quote.route.map((hop) => hop.symbol).join(' → ')}</dd>
          {native && (
            <>
              <dt>{messages.swap.networkFee}</dt>
              <dd data-testid="foyer-swap-fee">
                {formatFee(BigInt(quote.networkFee.amount), native, {
                  priced: quote.networkFee.value > 0,
                  locale,
                })}
                {quote.networkFee.value > 0 &&
                  ` ≈ ${formatMoney(quote.networkFee.value, 'USD', locale)}`}
              </dd>
            </>
          )}
        </dl>
      )}
      {failure && !busy && (
        <p className="foyer-field-error" role="alert" data-testid="foyer-swap-error">
          {failure}
        </p>
      )}
      <Button
        type="submit"
        fullWidth
        loading={busy}
        disabled={!ready}
        data-testid="foyer-swap-submit"
      >
        {step === 'approving' && from
          ? t(messages.swap.approving, { symbol: from.symbol })
          : step === 'swapping'
            ? messages.swap.swapping
            : step === 'preparing'
              ? reviewText.preparingSwap
              : messages.swap.submit}
      </Button>
    </form>
  )
}

/** What is wrong with the amount typed, if anything. */
function amountError(
  text: string,
  token: SwapToken | undefined,
  balance: bigint,
): 'invalid' | 'precision' | 'above' | undefined {
  if (!token) return 'invalid'
  const trimmed = text.trim()
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) return 'invalid'
  const fraction = trimmed.split('.')[1] ?? ''
  if (fraction.length > token.decimals) return 'precision'
  const value = parseUnits(trimmed, token.decimals)
  if (value <= 0n) return 'invalid'
  if (value > balance) return 'above'
  return undefined
}
