import { formatMoney } from '@foyer/common'
import { type FoyerClient, type SendToken, tokenImageUrl } from '@foyer/core'
import type { TokenPickerItem } from '@foyer/ui/token-picker'
import { formatAmountWithSymbol } from '../../internal/format-amount.js'

/** The picker's id of a send token: its contract, or the native currency's symbol. */
export function sendTokenId(token: SendToken): string {
  return token.address ?? `native:${token.symbol}`
}

/** The account's balances as the token picker lists them, each with its money value. */
export function sendTokenItems(
  client: FoyerClient,
  tokens: readonly SendToken[],
  locale: string,
): TokenPickerItem[] {
  return tokens.map((candidate) => {
    const amount = Number(candidate.quantity.numeric)
    const value =
      candidate.price !== undefined && amount > 0
        ? formatMoney(amount * candidate.price, 'USD', locale)
        : undefined
    return {
      id: sendTokenId(candidate),
      symbol: candidate.symbol,
      name: candidate.name,
      imageUrl: tokenImageUrl(client, candidate),
      balance: formatAmountWithSymbol(candidate.quantity.numeric, candidate.symbol, locale),
      value,
      held: amount > 0,
    }
  })
}
