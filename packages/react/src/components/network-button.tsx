import { Button, type ButtonProps, NetworkImage, WarningIcon } from '@foyer/ui'
import { useMessages } from '@foyer/views/base'
import { forwardRef } from 'react'
import { useFoyerNetwork } from '../hooks/use-foyer-network.js'
import { ButtonRoot } from './button-root.js'
import { useOpenHandler } from './use-open-handler.js'
import { useOpenReady } from './use-open-ready.js'

/** Props of {@link NetworkButton}: any button attribute passes through. */
export interface NetworkButtonProps extends Omit<ButtonProps, 'loading'> {
  /** The text when no network is active. Default 'Select network'. */
  label?: string
}

/**
 * The active network (logo and name, or 'Wrong network' while the wallet is on one the app
 * does not support); a click opens the Networks view (UnsupportedChain in the wrong-network
 * state). `data-testid="foyer-network-button"`.
 */
export const NetworkButton = forwardRef<HTMLButtonElement, NetworkButtonProps>(
  function NetworkButton({ label, disabled, onClick, variant, ...props }, ref) {
    const messages = useMessages()
    const { caipNetwork, unsupportedCaipNetworkId } = useFoyerNetwork()
    const ready = useOpenReady()
    const unsupported = unsupportedCaipNetworkId !== undefined
    const handleClick = useOpenHandler(onClick, () => ({
      view: unsupported ? 'UnsupportedChain' : 'Networks',
    }))
    const name = caipNetwork?.name
    return (
      <ButtonRoot>
        <Button
          ref={ref}
          variant={variant ?? 'secondary'}
          disabled={disabled || !ready}
          data-testid="foyer-network-button"
          leadingIcon={
            unsupported ? (
              <WarningIcon />
            ) : caipNetwork ? (
              <NetworkImage
                src={caipNetwork.imageUrl}
                name={caipNetwork.name}
                size={20}
                decorative
              />
            ) : undefined
          }
          onClick={handleClick}
          {...props}
        >
          {unsupported
            ? messages.buttons.unsupportedNetwork
            : (name ?? label ?? messages.buttons.selectNetwork)}
        </Button>
      </ButtonRoot>
    )
  },
)
