import {
  type FoyerClient,
  formatUnits,
  type SwapToken,
  type TokenBalance,
  tokenImageUrl,
} from '@foyer/core'
import type { TokenPickerItem } from '@foyer/ui'
import { formatAmountWithSymbol } from '../../internal/format-amount.js'
import { formatMoney } from '../../internal/format-money.js'
import { balanceOf } from './use-swap-data.js'

/**
 * The swap tokens as the token picker lists them: icon, name, the account's balance and its
 * money value (`moneyText` wraps the formatted number, "{value} USD"); held tokens first.
 */
export function swapTokenItems(
  client: FoyerClient,
  tokens: readonly SwapToken[],
  balances: readonly TokenBalance[],
  locale: string,
  moneyText: (value: string) => string,
): TokenPickerItem[] {
  return tokens.map((token) => {
    const held = balanceOf(token, balances)
    const whole = Number(formatUnits(held, token.decimals))
    const money =
      held > 0n && token.price > 0 ? formatMoney(whole * token.price, locale) : undefined
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
      value: money === undefined ? undefined : moneyText(money),
    }
  })
}
