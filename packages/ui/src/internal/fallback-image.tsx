import { type CSSProperties, forwardRef, type HTMLAttributes } from 'react'
import { cx } from './cx.js'
import { initialsOf } from './initials.js'
import { useImageFallback } from './use-image-fallback.js'

/** Props of {@link FallbackImage}. */
export interface FallbackImageProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Image URL; when missing or when it fails to load, the name's initials are shown. */
  src?: string | undefined
  /** What the image shows; its accessible name unless `decorative`. */
  name: string
  /** Side length in CSS pixels. */
  size: number
  /** Hidden from assistive technology, when the name is written beside it anyway. */
  decorative?: boolean | undefined
  /** Class name of the outer element, which sets the shape. */
  shapeClassName: string
}

/** An image in a fixed box that falls back to initials when it has no source or fails. */
export const FallbackImage = forwardRef<HTMLSpanElement, FallbackImageProps>(function FallbackImage(
  { src, name, size, decorative = false, shapeClassName, className, style, ...props },
  ref,
) {
  const { showImage, onError } = useImageFallback(src)
  const boxStyle: CSSProperties = { width: size, height: size, ...style }
  const a11y = decorative
    ? { 'aria-hidden': true as const }
    : showImage
      ? {}
      : { role: 'img', 'aria-label': name }
  return (
    <span
      ref={ref}
      className={cx(shapeClassName, className)}
      data-fallback={showImage ? undefined : ''}
      style={boxStyle}
      {...a11y}
      {...props}
    >
      {showImage ? (
        <img
          src={src}
          alt={decorative ? '' : name}
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          draggable={false}
          onError={onError}
        />
      ) : (
        <span
          className="foyer-image-initials"
          aria-hidden="true"
          style={{ fontSize: Math.round(size * 0.4) }}
        >
          {initialsOf(name)}
        </span>
      )}
    </span>
  )
})
