import { Button, type ButtonProps } from '@foyer/ui'
import { forwardRef } from 'react'
import { useFoyerAccount } from '../hooks/use-foyer-account.js'
import { AccountSummary } from './account-summary.js'
import { ButtonRoot } from './button-root.js'
import { useOpenHandler } from './use-open-handler.js'
import { useOpenReady } from './use-open-ready.js'

/** Props of {@link AccountButton}: any button attribute passes through. */
export interface AccountButtonProps extends Omit<ButtonProps, 'loading'> {
  /** Show the balance. Default `'show'`. */
  balance?: 'show' | 'hide'
}

/**
 * The connected account (avatar, profile name or short address, balance); a click opens
 * the Account view. Renders nothing while disconnected. `data-testid="foyer-account-button"`.
 */
export const AccountButton = forwardRef<HTMLButtonElement, AccountButtonProps>(
  function AccountButton({ balance = 'show', disabled, onClick, variant, ...props }, ref) {
    const account = useFoyerAccount()
    const ready = useOpenReady()
    const handleClick = useOpenHandler(onClick, () => ({ view: 'Account' }))
    if (!account.isConnected || account.address === undefined) return null
    return (
      <ButtonRoot>
        <Button
          ref={ref}
          variant={variant ?? 'secondary'}
          disabled={disabled || !ready}
          data-testid="foyer-account-button"
          onClick={handleClick}
          {...props}
        >
          <AccountSummary
            account={{ ...account, address: account.address }}
            showBalance={balance === 'show'}
          />
        </Button>
      </ButtonRoot>
    )
  },
)
