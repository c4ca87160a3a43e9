import {
  type AccountState,
  accountTypeOf,
  type EmbeddedAccountType,
  switchAccountType,
  switchableAccounts,
} from '@foyer/core'
import { useId, useState } from 'react'
import { useClient } from '../../client/client-context.js'
import { useActiveNetwork, useNetworkState } from '../../client/use-client-state.js'
import { errorText, useMessages } from '../../messages/context.js'

/** Props of {@link AccountTypeSwitch}. */
export interface AccountTypeSwitchProps {
  account: Pick<AccountState, 'address' | 'allAccounts' | 'preferredAccountType'>
}

const TYPES: readonly EmbeddedAccountType[] = ['smartAccount', 'eoa']

/**
 * The account type control of Account (SPEC §3, §6: a per-chain preferred account type): a
 * radio group "Account type" with the smart account and the EOA, shown only when the wallet
 * has both on a network the frame named smart-account-enabled (`smartAccountEnabledNetworks`,
 * empty when the frame failed to say). Choosing one asks the frame to
 * switch; the address, balance and identity shown then follow. A refusal shows the frame's
 * message and leaves the choice as it was. A smart account at the EOA's own address (EIP-7702)
 * is named "Smart account (7702)".
 */
export function AccountTypeSwitch({ account }: AccountTypeSwitchProps) {
  const client = useClient()
  const messages = useMessages()
  const name = useId()
  const [pending, setPending] = useState<EmbeddedAccountType>()
  const [error, setError] = useState<string>()
  const network = useActiveNetwork(client)
  const enabled = useNetworkState(client)?.smartAccountEnabledNetworks ?? []
  const accounts = switchableAccounts(account)
  if (!accounts || !network || !enabled.includes(network.caipNetworkId)) return null
  const current = accountTypeOf(account)
  // EIP-7702: the smart account is the user's own address, upgraded; the standard's number
  // is no text to translate ("Smart account (7702)" in every language).
  const inPlace = accounts.eoa === accounts.smartAccount ? ' (7702)' : ''

  const choose = async (type: EmbeddedAccountType) => {
    if (type === current || pending) return
    setPending(type)
    setError(undefined)
    try {
      await switchAccountType(client, type)
    } catch (caught) {
      setError(errorText(messages, caught))
    } finally {
      setPending(undefined)
    }
  }

  return (
    <fieldset
      className="foyer-fieldset foyer-account-type"
      aria-busy={pending !== undefined}
      data-testid="foyer-account-type"
    >
      <legend className="foyer-field-label">{messages.account.accountType}</legend>
      <div className="foyer-segments">
        {TYPES.map((type) => (
          <label key={type} className="foyer-segment">
            <input
              type="radio"
              name={name}
              value={type}
              checked={(pending ?? current) === type}
              onChange={() => void choose(type)}
              data-testid={`foyer-account-type-${type}`}
            />
            <span>
              {type === 'eoa' ? messages.account.eoa : messages.account.smartAccount + inPlace}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p className="foyer-field-error" role="alert" data-testid="foyer-account-type-error">
          {error}
        </p>
      )}
    </fieldset>
  )
}
