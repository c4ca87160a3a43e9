import { forwardRef } from 'react'
import { ListItem, type ListItemProps } from './list-item.js'
import { WalletImage } from './wallet-image.js'

/** Props of {@link WalletListItem}. */
export interface WalletListItemProps extends Omit<ListItemProps, 'label' | 'leading'> {
  /** The wallet's name, rendered as text. */
  name: string
  /** The wallet's logo; its initials show when missing or broken. */
  imageSrc?: string | undefined
}

/** A wallet in a list: its logo, its name, an optional tag ("Installed", "Recent") and a chevron. */
export const WalletListItem = forwardRef<HTMLButtonElement, WalletListItemProps>(
  function WalletListItem({ name, imageSrc, ...props }, ref) {
    return (
      <ListItem
        ref={ref}
        label={name}
        leading={<WalletImage src={imageSrc} name={name} decorative />}
        {...props}
      />
    )
  },
)
