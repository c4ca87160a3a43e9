import { errorFromProvider, FoyerError } from '@foyer/common'
import {
  hasInsufficientSendGas,
  maxSendAmount,
  sendToken,
  setSendAmount,
  setSendToken,
} from '@foyer/core/send'
import { Button, Spinner } from '@foyer/ui'
import { lazy, Suspense, useRef, useState } from 'react'
import { useClient } from '../../client/client-context.js'
import { useAccountState, useActiveNetwork } from '../../client/use-client-state.js'
import { errorText, t, useMessages } from '../../messages/context.js'
import { fieldStylesRef } from '../../styles/field-styles.js'
import { AmountField } from './amount-field.js'
import { ReceiverField } from './receiver-field.js'
import { SendDetails } from './send-details.js'
import { SendResult } from './send-result.js'
import { useSendSteps } from './send-steps.js'
import { amountProblem, receiverProblem } from './send-validation.js'
import { useReceiverInput } from './use-receiver.js'
import { useSendData } from './use-send-data.js'

/** The review step, with the decoder and its simulation: loaded when the review opens. */
const SendReview = lazy(() => import('./send-review.js'))

/**
 * The send view (SPEC §3 send state, §4 send, §5 checks): the amount with its token (picked
 * from the account's balances), its dollar value and Max, the receiver (an address, or a name the data service
 * resolves), the gas price and fee, and Send. A wrong amount or receiver shows an error
 * under its field and the wallet is not asked; insufficient gas blocks Send with its
 * message. On EVM networks Send opens the review step (what leaves, to whom, the network,
 * the fee and the simulated changes), whose Confirm asks the wallet and shows the result
 * (pending, then sent with the transaction's link). A failed send comes back to the form with
 * everything typed kept and says why; elsewhere a sent one goes to Account.
 * Its own chunk, loaded only when the send feature is on.
 */
export default function SendView() {
  const client = useClient()
  const messages = useMessages()
  const network = useActiveNetwork(client)
  // re-renders when the balance changes (the gas check reads it)
  const account = useAccountState(client)
  const { state, tokensStatus } = useSendData(client)
  const receiver = useReceiverInput(client, network)
  const [submitted, setSubmitted] = useState(false)
  const [lastError, setLastError] = useState<string | undefined>(undefined)
  const [invalidSolanaSend, setInvalidSolanaSend] = useState(false)
  const amountRef = useRef<HTMLInputElement>(null)
  const receiverRef = useRef<HTMLInputElement>(null)
  const steps = useSendSteps(client)

  if (tokensStatus === 'loading' && state.tokenBalances.length === 0) {
    return (
      <div className="foyer-center" data-testid="foyer-view-WalletSend">
        <Spinner label={messages.modal.loading} />
      </div>
    )
  }

  const token = state.token
  const amount = state.sendTokenAmount ?? ''
  const amountError = amountProblem(messages, amount, token)
  const receiverError = receiver.notFound
    ? t(messages.send.nameNotFound, { name: receiver.notFound })
    : receiver.resolving
      ? undefined
      : receiverProblem(
          messages,
          network?.chainNamespace,
          state.receiverAddress,
          network?.caipNetworkId,
        )
  // Errors show once the field has text, or after Send was pressed with the field empty.
  const shownAmountError = submitted || amount !== '' ? amountError : undefined
  const shownReceiverError = submitted || receiver.text !== '' ? receiverError : undefined
  const insufficientGas = token !== undefined && hasInsufficientSendGas(client)
  const max = token ? maxSendAmount(state) : undefined
  const native = network
    ? { symbol: network.nativeCurrency.symbol, decimals: network.nativeCurrency.decimals }
    : undefined

  const submit = async () => {
    setSubmitted(true)
    if (amountError || receiverError || receiver.resolving) {
      ;(amountError ? amountRef : receiverRef).current?.focus()
      // A Solana send needs an amount and a receiver, else SPEC §5's text for the whole form.
      setInvalidSolanaSend(network?.chainNamespace === 'solana' && !receiver.resolving)
      return
    }
    setLastError(undefined)
    if (steps.review(network, account?.address, receiver.resolved?.name)) return
    try {
      await sendToken(client)
    } catch (error) {
      setLastError(errorText(messages, errorFromProvider(error)))
    }
  }

  const shownError = lastError ?? (steps.step.kind === 'form' ? steps.step.error : undefined)

  if (steps.step.kind === 'review') {
    return (
      <div data-testid="foyer-view-WalletSend">
        <Suspense fallback={<Spinner label={messages.modal.loading} />}>
          <SendReview
            send={steps.step.send}
            tokens={state.tokenBalances}
            onConfirm={() => void steps.confirm()}
            onEdit={steps.edit}
          />
        </Suspense>
      </div>
    )
  }
  if (steps.step.kind === 'result') {
    const { send, result } = steps.step
    return (
      <div data-testid="foyer-view-WalletSend">
        <SendResult
          result={result}
          summary={`${send.amount} ${send.token.symbol}`}
          network={network}
          onDone={steps.done}
        />
      </div>
    )
  }

  return (
    <form
      ref={fieldStylesRef}
      className="foyer-stack foyer-stack-l"
      data-testid="foyer-view-WalletSend"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      {tokensStatus === 'failed' && (
        <p className="foyer-field-error" role="alert">
          {messages.send.tokensFailed}
        </p>
      )}
      {tokensStatus !== 'failed' && state.tokenBalances.length === 0 && (
        <p className="foyer-muted foyer-center">{messages.send.noTokens}</p>
      )}
      <AmountField
        ref={amountRef}
        tokens={state.tokenBalances}
        token={token}
        onTokenChange={(picked) => setSendToken(client, picked)}
        value={amount}
        onChange={(value) => setSendAmount(client, value)}
        onMax={max === undefined ? undefined : () => setSendAmount(client, max)}
        error={shownAmountError}
        disabled={state.loading}
      />
      <ReceiverField
        ref={receiverRef}
        value={receiver.text}
        onChange={receiver.setText}
        address={receiverError ? undefined : state.receiverAddress}
        resolved={receiver.resolved}
        resolving={receiver.resolving}
        error={shownReceiverError}
        disabled={state.loading}
      />
      <SendDetails state={state} native={native} namespace={network?.chainNamespace} />
      {insufficientGas && (
        <p className="foyer-field-error" role="alert" data-testid="foyer-send-insufficient-gas">
          {messages.send.insufficientGas}
        </p>
      )}
      {invalidSolanaSend && (amountError || receiverError) && (
        <p className="foyer-field-error" role="alert" data-testid="foyer-send-invalid">
          {errorText(messages, new FoyerError('INVALID_SEND_INPUT'))}
        </p>
      )}
      {shownError && !state.loading && (
        <p className="foyer-field-error" role="alert" data-testid="foyer-send-error">
          {t(messages.send.lastError, { message: shownError })}
        </p>
      )}
      <Button
        type="submit"
        fullWidth
        loading={state.loading}
        disabled={insufficientGas || !token}
        data-testid="foyer-send-submit"
      >
        {state.loading ? messages.send.sending : messages.send.submit}
      </Button>
    </form>
  )
}
