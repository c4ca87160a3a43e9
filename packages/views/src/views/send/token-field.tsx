import { formatMoney } from '@foyer/common'
import { type SendToken, tokenImageUrl } from '@foyer/core'
import { sameToken } from '@foyer/core/send'
import type { TokenPickerItem } from '@foyer/ui/token-picker'
import { useClient } from '../../client/client-context.js'
import { formatAmountWithSymbol } from '../../internal/format-amount.js'
import { useLocale, useMessages } from '../../messages/context.js'
import { TokenPickerField } from '../token-picker/token-picker-field.js'

/** Props of {@link TokenField}. */
export interface TokenFieldProps {
  tokens: readonly SendToken[]
  token: SendToken | undefined
  onChange: (token: SendToken) => void
  disabled?: boolean
}

/** The picker's id of a send token: its contract, or the native currency's symbol. */
function sendTokenId(token: SendToken): string {
  return token.address ?? `native:${token.symbol}`
}

/**
 * The token to send, picked in the token picker from the account's balances, each shown with
 * its balance and money value.
 */
export function TokenField({ tokens, token, onChange, disabled }: TokenFieldProps) {
  const client = useClient()
  const messages = useMessages()
  const locale = useLocale()
  const items: TokenPickerItem[] = tokens.map((candidate) => {
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
  const selected = token ? tokens.find((candidate) => sameToken(candidate, token)) : undefined
  return (
    <TokenPickerField
      label={messages.send.token}
      testId="foyer-send-token"
      tokens={items}
      selectedId={selected && sendTokenId(selected)}
      disabled={disabled}
      onChange={(id) => {
        const picked = tokens.find((candidate) => sendTokenId(candidate) === id)
        if (picked) onChange(picked)
      }}
    />
  )
}
