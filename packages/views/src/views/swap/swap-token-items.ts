import { formatMoney } from '@foyer/common'
import {
  type FoyerClient,
  formatUnits,
  type SwapToken,
  type TokenBalance,
  tokenImageUrl,
} from '@foyer/core'
import type { TokenPickerItem } from '@foyer/ui/token-picker'
import { formatAmountWithSymbol } from '../../internal/format-amount.js'
import { balanceOf } from './use-swap-data.js'

/**
 * The swap tokens as the token picker lists them: icon, name, the account's balance and its
 * money value in US dollars; held tokens first.
 */
export function swapTokenItems(
  client: FoyerClient,
  tokens: readonly SwapToken[],
  balances: readonly TokenBalance[],
  locale: string,
): TokenPickerItem[] {
  return tokens.map((token) => {
    const held = balanceOf(token, balances)
    const whole = Number(formatUnits(held, token.decimals))
    const money =
      held > 0n && token.price > 0 ? formatMoney(whole * token.price, 'USD', locale) : undefined
    return {
      id: token.address,
      symbol: token.symbol,
      name: token.name,
      imageUrl: tokenImageUrl(client, token),
      held: held > 0n,
      balance:
        held > 0n
          ? formatAmountWithSymbol(formatUnits(held, token.decimals), token.symbol, locale)
          : undefined,
      value: money,
    }
  })
}
