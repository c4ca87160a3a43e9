import { type ChainNamespace, formatMoney } from '@foyer/common'
import type { SendState } from '@foyer/core'
import { sendFeeValue } from '@foyer/core/send'
import type { CSSProperties } from 'react'
import { formatFee, formatSignificant } from '../../internal/format-significant.js'
import { t, useLocale, useMessages } from '../../messages/context.js'

/**
 * The rows' layout, inline: it travels in Send's chunk, not in the connected stylesheet that
 * the package entry carries. Each value keeps one 20 px line (it never wraps) and the fee two
 * (its dollar value under it), so no row changes height when a value arrives.
 */
const LIST: CSSProperties = { lineHeight: '20px' }
const LINE: CSSProperties = {
  display: 'block',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
}
const FEE: CSSProperties = { minBlockSize: 40 }
const MONEY: CSSProperties = { ...LINE, color: 'var(--foyer-color-text-muted)' }

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
 * rate) folded into a details row. Both rows are there from the first render, a dash standing
 * for what is not known (yet), and each keeps its height (the fee two lines, its dollar value
 * under it): values that arrive late never move Send. No price is ever made up.
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
  const feeKnown = fee !== undefined && native !== undefined
  return (
    <div data-testid="foyer-send-details">
      <dl className="foyer-details" style={LIST}>
        <dt>{messages.send.fee}</dt>
        {state.sponsored ? (
          <dd style={FEE} data-testid="foyer-send-fee">
            <span style={LINE}>{messages.send.sponsored}</span>
          </dd>
        ) : feeKnown ? (
          <dd style={FEE} data-testid="foyer-send-fee">
            <span style={LINE}>
              {formatFee(fee, native, { priced: state.gasPriceInUSD !== undefined, locale })}
            </span>
            {state.gasPriceInUSD !== undefined && (
              <span style={MONEY} data-testid="foyer-send-fee-usd">
                {` ≈ ${formatMoney(state.gasPriceInUSD, 'USD', locale)}`}
              </span>
            )}
          </dd>
        ) : (
          <NotYetKnown style={FEE} label={messages.send.unknown} />
        )}
        <dt>{messages.send.networkBalance}</dt>
        {state.networkBalanceInUSD !== undefined ? (
          <dd data-testid="foyer-send-network-usd">
            <span style={LINE}>{formatMoney(state.networkBalanceInUSD, 'USD', locale)}</span>
          </dd>
        ) : (
          <NotYetKnown label={messages.send.unknown} />
        )}
      </dl>
      <details className="foyer-details-more" data-testid="foyer-send-gas-details">
        <summary>{bitcoin ? messages.send.feeRate : messages.send.gasPrice}</summary>
        <span data-testid="foyer-send-gas-price">{gasPrice}</span>
      </details>
    </div>
  )
}

/**
 * The value of a row that is not known (yet): a dash of the final value's height, so that a
 * value arriving late changes no row's height and moves nothing the user is about to press.
 */
function NotYetKnown({ label, style }: { label: string; style?: CSSProperties }) {
  return (
    <dd style={style} data-testid="foyer-send-not-yet-known">
      <span style={LINE} aria-hidden="true">
        —
      </span>
      <span className="foyer-visually-hidden">{label}</span>
    </dd>
  )
}
