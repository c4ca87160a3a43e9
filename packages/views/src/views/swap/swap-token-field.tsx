import { type SwapToken, tokenImageUrl } from '@foyer/core'
import { NetworkImage } from '@foyer/ui'
import { useId } from 'react'
import { useClient } from '../../client/client-context.js'

/** Props of {@link SwapTokenField}. */
export interface SwapTokenFieldProps {
  label: string
  testId: string
  tokens: readonly SwapToken[]
  token: SwapToken | undefined
  onChange: (token: SwapToken) => void
  disabled?: boolean
}

/** A token of the swap, picked from the tokens the pools offer. */
export function SwapTokenField({
  label,
  testId,
  tokens,
  token,
  onChange,
  disabled,
}: SwapTokenFieldProps) {
  const client = useClient()
  const id = useId()
  return (
    <div className="foyer-field">
      <label className="foyer-field-label" htmlFor={id}>
        {label}
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
          data-testid={testId}
          value={token?.address ?? ''}
          disabled={disabled || tokens.length === 0}
          onChange={(event) => {
            const picked = tokens.find((candidate) => candidate.address === event.target.value)
            if (picked) onChange(picked)
          }}
        >
          {!token && <option value="" />}
          {tokens.map((candidate) => (
            <option key={candidate.address} value={candidate.address}>
              {candidate.symbol}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
