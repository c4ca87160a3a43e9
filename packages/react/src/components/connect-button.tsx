import { Button, type ButtonProps, Spinner } from '@foyer/ui'
import { useMessages } from '@foyer/views/base'
import { forwardRef } from 'react'
import { useFoyerAccount } from '../hooks/use-foyer-account.js'
import { AccountSummary } from './account-summary.js'
import { ButtonRoot } from './button-root.js'
import { useOpenHandler } from './use-open-handler.js'
import { useOpenReady } from './use-open-ready.js'

/** Props of {@link ConnectButton}: any button attribute (`id`, `className`, …) passes through. */
export interface ConnectButtonProps extends Omit<ButtonProps, 'loading'> {
  /** The text while disconnected. Default 'Connect Wallet' (from the catalogue). */
  label?: string
  /** The text while connecting. Default 'Connecting…'. */
  loadingLabel?: string
  /** Show the balance once connected. Default `'show'`. */
  balance?: 'show' | 'hide'
}

/**
 * The button that opens the modal: 'Connect Wallet' while disconnected, the account (avatar,
 * profile name or short address, balance) once connected — then it opens Account. It is
 * enabled from the first render in the browser (once hydrated when server-rendered); a click
 * before the modal's code has arrived shows the modal's frame at once, then the modal.
 * `data-testid="foyer-connect-button"`.
 */
export const ConnectButton = forwardRef<HTMLButtonElement, ConnectButtonProps>(
  function ConnectButton(
    { label, loadingLabel, balance = 'show', disabled, onClick, variant, ...props },
    ref,
  ) {
    const messages = useMessages()
    const account = useFoyerAccount()
    const ready = useOpenReady()
    const handleClick = useOpenHandler(onClick, () => undefined)
    const connected = account.isConnected && account.address !== undefined
    return (
      <ButtonRoot>
        <Button
          ref={ref}
          variant={variant ?? (connected ? 'secondary' : 'primary')}
          disabled={disabled || !ready}
          data-testid="foyer-connect-button"
          data-status={account.status}
          leadingIcon={
            account.status === 'connecting' ? <Spinner decorative size={16} /> : undefined
          }
          onClick={handleClick}
          {...props}
        >
          {connected ? (
            <AccountSummary
              account={{ ...account, address: account.address as string }}
              showBalance={balance === 'show'}
            />
          ) : account.status === 'connecting' ? (
            (loadingLabel ?? messages.buttons.connecting)
          ) : (
            (label ?? messages.buttons.connect)
          )}
        </Button>
      </ButtonRoot>
    )
  },
)
