import { DataError } from '../http/errors.js'
import type { OnrampAsset, OnrampProvider, OnrampQuote } from './types.js'

/** Decimal places a quote's crypto amount keeps (the rest is cut off, never rounded up). */
const QUOTE_DECIMALS = 6

/**
 * What `fiatAmount` dollars buy of `asset` through `provider`: the fee (its percentage of the
 * amount, 2 decimals) comes off first, the rest buys at the asset's price, cut to 6 decimals.
 */
export function computeQuote(
  provider: OnrampProvider,
  asset: OnrampAsset,
  fiatAmount: string,
): OnrampQuote {
  if (!(asset.price > 0)) throw new DataError(400, `${asset.symbol} has no price to quote`)
  const cents = BigInt(Math.round(Number(fiatAmount) * 100))
  // Fee in cents, rounded half up; the percentage is kept to 2 decimals (1.5 % → 150 / 10000).
  const basisPoints = BigInt(Math.round(provider.feePercent * 100))
  const feeCents = (cents * basisPoints + 5_000n) / 10_000n
  const netCents = cents - feeCents
  const priceMicros = BigInt(Math.round(asset.price * 1_000_000))
  const places = Math.min(asset.decimals, QUOTE_DECIMALS)
  // net dollars / price, in 10^-places units, cut off.
  const scaled = (netCents * 10_000n * 10n ** BigInt(places)) / priceMicros
  const baseUnits = scaled * 10n ** BigInt(asset.decimals - places)
  return {
    providerId: provider.id,
    chainId: asset.chainId,
    asset: asset.asset,
    symbol: asset.symbol,
    decimals: asset.decimals,
    fiatCurrency: 'USD',
    fiatAmount: dollars(cents),
    feePercent: provider.feePercent,
    fee: dollars(feeCents),
    cryptoAmount: decimal(scaled, places),
    cryptoAmountBaseUnits: baseUnits.toString(),
    price: asset.price,
  }
}

function dollars(cents: bigint): string {
  return decimal(cents, 2)
}

function decimal(value: bigint, places: number): string {
  if (places === 0) return value.toString()
  const text = value.toString().padStart(places + 1, '0')
  return `${text.slice(0, -places)}.${text.slice(-places)}`
}
