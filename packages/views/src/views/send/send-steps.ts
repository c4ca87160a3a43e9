import { errorFromProvider, formatMoney, type Network } from '@foyer/common'
import type { FoyerClient } from '@foyer/core'
import { sendFeeValue, sendToken, showAccountAfterSend } from '@foyer/core/send'
import { formatFee } from '../../internal/format-significant.js'
import { errorText, useLocale, useMessages } from '../../messages/context.js'
import { useSendStep } from './send-step-store.js'

/**
 * The send view's steps after the form (EVM networks: the review needs the EVM decoder).
 * `review` fixes what the form holds and opens the review (false where there is none);
 * `confirm` asks the wallet and shows the result, or goes back to the form with the error
 * (the form step's `error`) and everything typed kept. The step outlives the view (an
 * approval view may replace it meanwhile): see `send-step-store.ts`.
 */
export function useSendSteps(client: FoyerClient) {
  const messages = useMessages()
  const locale = useLocale()
  const [step, setStep] = useSendStep(client)

  const review = (
    network: Network | undefined,
    from: string | undefined,
    receiverName: string | undefined,
  ): boolean => {
    const state = client.stores.send.getState()
    const { token, sendTokenAmount, receiverAddress } = state
    if (network?.chainNamespace !== 'eip155' || !from || !token) return false
    if (!sendTokenAmount || !receiverAddress) return false
    const native = network.nativeCurrency
    const fee = state.gasLimit === undefined ? undefined : sendFeeValue(state)
    setStep({
      kind: 'review',
      send: {
        token,
        amount: sendTokenAmount.trim(),
        receiver: receiverAddress.trim(),
        receiverName,
        from,
        network: { caipNetworkId: network.caipNetworkId, id: network.id, name: network.name },
        nativeSymbol: native.symbol,
        fee: state.sponsored
          ? messages.send.sponsored
          : fee === undefined
            ? undefined
            : reviewFee(fee, native, state.gasPriceInUSD, locale),
      },
    })
    return true
  }

  const confirm = async () => {
    if (step.kind !== 'review') return
    const { send } = step
    setStep({ kind: 'result', send, result: { status: 'pending' } })
    try {
      const hash = await sendToken(client, { showAccount: false })
      setStep({ kind: 'result', send, result: { status: 'sent', hash } })
    } catch (error) {
      setStep({ kind: 'form', error: errorText(messages, errorFromProvider(error)) })
    }
  }

  return {
    step,
    review,
    confirm,
    edit: () => setStep({ kind: 'form' }),
    done: () => showAccountAfterSend(client),
  }
}

/** The fee as the review shows it: `'0.0001337 ETH ≈ $0.27'`, or without dollars when unpriced. */
function reviewFee(
  fee: bigint,
  native: { symbol: string; decimals: number },
  feeInUsd: number | undefined,
  locale: string,
): string {
  const amount = formatFee(fee, native, { priced: feeInUsd !== undefined, locale })
  return feeInUsd === undefined ? amount : `${amount} ≈ ${formatMoney(feeInUsd, 'USD', locale)}`
}
