import { forwardRef } from 'react'
import { FallbackImage, type FallbackImageProps } from '../internal/fallback-image.js'

/** Props of {@link WalletImage}. */
export interface WalletImageProps extends Omit<FallbackImageProps, 'shapeClassName' | 'size'> {
  /** Side length in CSS pixels. Default 40. */
  size?: number
}

/**
 * A wallet's logo in a rounded square; shows the wallet name's initials when there is no
 * image or it fails to load.
 */
export const WalletImage = forwardRef<HTMLSpanElement, WalletImageProps>(function WalletImage(
  { size = 40, ...props },
  ref,
) {
  return <FallbackImage ref={ref} size={size} shapeClassName="foyer-wallet-image" {...props} />
})
