import { forwardRef } from 'react'
import { FallbackImage, type FallbackImageProps } from '../internal/fallback-image.js'

/** Props of {@link NetworkImage}. */
export interface NetworkImageProps extends Omit<FallbackImageProps, 'shapeClassName' | 'size'> {
  /** Side length in CSS pixels. Default 32. */
  size?: number
}

/**
 * A network's logo in a circle; shows the network name's initials when there is no image
 * or it fails to load.
 */
export const NetworkImage = forwardRef<HTMLSpanElement, NetworkImageProps>(function NetworkImage(
  { size = 32, ...props },
  ref,
) {
  return <FallbackImage ref={ref} size={size} shapeClassName="foyer-network-image" {...props} />
})
