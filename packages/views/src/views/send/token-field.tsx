import { type SendToken, tokenImageUrl } from '@foyer/core'
import { sameToken } from '@foyer/core/send'
import { NetworkImage } from '@foyer/ui'
import { useId } from 'react'
import { useClient } from '../../client/client-context.js'
import { formatAmount } from '../../internal/format-amount.js'
import { useLocale, useMessages } from '../../messages/context.js'

/** Props of {@link TokenField}. */
export interface TokenFieldProps {
  tokens: readonly SendToken[]
  token: SendToken | undefined
  onChange: (token: SendToken) => void
  disabled?: boolean
}

/** The token to send, picked from the account's balances, each shown with its balance. */
export function TokenField({ tokens, token, onChange, disabled }: TokenFieldProps) {
  const client = useClient()
  const messages = useMessages()
  const locale = useLocale()
  const id = useId()
  const selected = token ? tokens.findIndex((candidate) => sameToken(candidate, token)) : -1
  return (
    <div className="foyer-field">
      <label className="foyer-field-label" htmlFor={id}>
        {messages.send.token}
      </label>
      <div className="foyer-field-row">
        <NetworkImage
          src={token && tokenImageUrl(client, token)}
          name={token?.symbol ?? ''}
          size={32}
          decorative
        />
        <select
          id={id}
          className="foyer-input"
          data-testid="foyer-send-token"
          value={selected < 0 ? '' : String(selected)}
          disabled={disabled || tokens.length === 0}
          onChange={(event) => {
            const picked = tokens[Number(event.target.value)]
            if (picked) onChange(picked)
          }}
        >
          {tokens.map((candidate, index) => (
            <option key={candidate.address ?? `native:${candidate.symbol}`} value={String(index)}>
              {`${candidate.symbol} — ${formatAmount(candidate.quantity.numeric, locale) ?? '0'}`}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
