import { type ChainNamespace, formatMoney } from '@foyer/common'
import type { SendState } from '@foyer/core'
import { sendFeeValue } from '@foyer/core/send'
import { formatFee, formatSignificant } from '../../internal/format-significant.js'
import { t, useLocale, useMessages } from '../../messages/context.js'

/** Wei per gwei: gas prices of EVM networks are told in gwei. */
const GWEI_DECIMALS = 9

/** Props of {@link SendDetails}. */
export interface SendDetailsProps {
  state: SendState
  /** The native currency's symbol and decimals (the fee is paid in it). */
  native: { symbol: string; decimals: number } | undefined
  /** The active network's namespace: Bitcoin's fee rate is told in sat/vB, not gwei. */
  namespace?: ChainNamespace | undefined
}

/**
 * The fee in the native currency to at most 4 significant digits (and in US dollars when a
 * price is known), or "sponsored" when a paymaster pays it; the account's balance on this
 * network in US dollars when the data service gave values; and the gas price (or Bitcoin fee
 * rate) folded into a details row. Nothing is shown for what is unknown, and no price is ever
 * made up.
 */
export function SendDetails({ state, native, namespace }: SendDetailsProps) {
  const messages = useMessages()
  const locale = useLocale()
  const fee = state.gasLimit === undefined ? undefined : sendFeeValue(state)
  const bitcoin = namespace === 'bip122'
  const gasPrice =
    state.gasPrice === undefined
      ? messages.send.unknown
      : bitcoin
        ? t(messages.send.feeRateValue, { amount: state.gasPrice.toString() })
        : t(messages.send.gasPriceValue, {
            amount: formatSignificant(state.gasPrice, GWEI_DECIMALS, { significant: 4, locale }),
          })
  return (
    <div data-testid="foyer-send-details">
      <dl className="foyer-details">
        {state.sponsored ? (
          <>
            <dt>{messages.send.fee}</dt>
            <dd data-testid="foyer-send-fee">{messages.send.sponsored}</dd>
          </>
        ) : (
          fee !== undefined &&
          native && (
            <>
              <dt>{messages.send.fee}</dt>
              <dd data-testid="foyer-send-fee">
                {formatFee(fee, native, { priced: state.gasPriceInUSD !== undefined, locale })}
                {state.gasPriceInUSD !== undefined && (
                  <span data-testid="foyer-send-fee-usd">{` ≈ ${formatMoney(state.gasPriceInUSD, 'USD', locale)}`}</span>
                )}
              </dd>
            </>
          )
        )}
        {state.networkBalanceInUSD !== undefined && (
          <>
            <dt>{messages.send.networkBalance}</dt>
            <dd data-testid="foyer-send-network-usd">
              {formatMoney(state.networkBalanceInUSD, 'USD', locale)}
            </dd>
          </>
        )}
      </dl>
      <details className="foyer-details-more" data-testid="foyer-send-gas-details">
        <summary>{bitcoin ? messages.send.feeRate : messages.send.gasPrice}</summary>
        <span data-testid="foyer-send-gas-price">{gasPrice}</span>
      </details>
    </div>
  )
}
