import type { WalletOption } from '@foyer/core'
import { WalletListItem, type WalletListItemProps } from '@foyer/ui'
import { forwardRef } from 'react'
import { usePreloadedImage } from '../internal/use-preloaded-image.js'
import { useMessages } from '../messages/context.js'

/** Props of {@link WalletOptionRow}. */
export interface WalletOptionRowProps extends Omit<WalletListItemProps, 'name' | 'imageSrc'> {
  option: WalletOption
}

/**
 * One wallet in a list: its logo (preloaded; initials until it loads or after 2 s), its name
 * as text, and a Recent or Installed tag. `data-testid="wallet-option-<id>"`.
 */
export const WalletOptionRow = forwardRef<HTMLButtonElement, WalletOptionRowProps>(
  function WalletOptionRow({ option, ...props }, ref) {
    const messages = useMessages()
    const status = usePreloadedImage(option.imageUrl)
    const tag =
      option.tag === 'recent'
        ? messages.connect.recent
        : option.tag === 'installed'
          ? messages.connect.installed
          : option.tag === 'qrCode'
            ? messages.connect.qrCode
            : undefined
    return (
      <WalletListItem
        ref={ref}
        name={option.name}
        imageSrc={status === 'loaded' ? option.imageUrl : undefined}
        tag={tag}
        tagVariant={option.tag === 'installed' ? 'success' : 'neutral'}
        data-testid={`wallet-option-${option.id}`}
        data-image-status={status}
        {...props}
      />
    )
  },
)
