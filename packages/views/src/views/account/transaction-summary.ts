import type { Transaction, TransactionTransfer, TransferDirection } from '@foyer/core'
import { formatAmount } from '../../internal/format-amount.js'

/** What an Activity row says a transaction did, seen from the account. */
export type ActivityKind = TransferDirection | 'swap'

/** One amount of a row: `−1.000 ETH`, `+2,369.180 FOY`. */
export interface ActivityAmount {
  direction: TransferDirection
  text: string
}

/** A transaction as one Activity row shows it. */
export interface TransactionSummary {
  kind: ActivityKind
  /** What left first, then what arrived. */
  amounts: ActivityAmount[]
}

function amountOf(transfer: TransactionTransfer, locale: string): ActivityAmount | undefined {
  const symbol = transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? ''
  const amount = transfer.nft_info ? '1' : formatAmount(transfer.quantity.numeric, locale)
  if (amount === undefined) return undefined
  const sign = transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '\u2212' : ''
  return { direction: transfer.direction, text: `${sign}${amount} ${symbol}`.trim() }
}

/**
 * Summarises a transaction for its Activity row. One that moved value both out of and into
 * the account (a swap: ETH out, FOY in, all in the same transaction) is a `swap` listing
 * every amount that left, then every amount that arrived; any other shows its first
 * transfer's direction and amount. One that moved no value (a contract call such as a
 * token approval) is `out` with `0` of `nativeSymbol`, the network's currency it carried, so
 * that every row names an amount and a token.
 */
export function summarizeTransaction(
  transaction: Transaction,
  locale: string,
  nativeSymbol?: string,
): TransactionSummary {
  const outgoing = transaction.transfers.filter((transfer) => transfer.direction === 'out')
  const incoming = transaction.transfers.filter((transfer) => transfer.direction === 'in')
  if (outgoing.length > 0 && incoming.length > 0) {
    const amounts = [...outgoing, ...incoming].flatMap(
      (transfer) => amountOf(transfer, locale) ?? [],
    )
    return { kind: 'swap', amounts }
  }
  const first = transaction.transfers[0]
  const amount = first === undefined ? undefined : amountOf(first, locale)
  if (amount !== undefined) return { kind: first?.direction ?? 'out', amounts: [amount] }
  const carried = nativeSymbol
    ? amountOf(
        { direction: 'self', quantity: { numeric: '0' }, fungible_info: { symbol: nativeSymbol } },
        locale,
      )
    : undefined
  return { kind: first?.direction ?? 'out', amounts: carried === undefined ? [] : [carried] }
}
