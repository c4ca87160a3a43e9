import { forwardRef, type HTMLAttributes, useId, useMemo } from 'react'
import { cx } from '../internal/cx.js'
import { useImageFallback } from '../internal/use-image-fallback.js'
import { IDENTICON_GRID, identiconDesign } from './identicon.js'

/** Props of {@link Avatar}. */
export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The account address the identicon is drawn from. */
  address: string
  /** A profile image (e.g. from a name service); the identicon shows while it is missing or fails. */
  src?: string | undefined
  /** Accessible name; without one the avatar is decorative (the address is written nearby). */
  label?: string | undefined
  /** Diameter in CSS pixels. Default 40. */
  size?: number
}

/** Where a gradient at `angle` degrees (0 = upwards, clockwise) starts and ends on a unit box. */
function gradientVector(angle: number) {
  const radians = (angle * Math.PI) / 180
  const dx = Math.round(Math.sin(radians) * 500) / 1000
  const dy = Math.round(-Math.cos(radians) * 500) / 1000
  return { x1: 0.5 - dx, y1: 0.5 - dy, x2: 0.5 + dx, y2: 0.5 + dy }
}

/** Grid positions of the filled cells. */
function blocksOf(cells: boolean[]): Array<{ x: number; y: number }> {
  return cells.flatMap((filled, index) =>
    filled ? [{ x: index % IDENTICON_GRID, y: Math.floor(index / IDENTICON_GRID) }] : [],
  )
}

/** The identicon of `address` as an SVG drawing (the avatar's fallback). */
function Identicon({ address, size }: { address: string; size: number }) {
  const design = useMemo(() => identiconDesign(address), [address])
  const gradientId = `foyer-identicon-${useId().replace(/[^a-zA-Z0-9_-]/g, '_')}`
  return (
    <svg
      viewBox={`0 0 ${IDENTICON_GRID} ${IDENTICON_GRID}`}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      shapeRendering="crispEdges"
      data-foyer-identicon=""
    >
      <defs>
        <linearGradient id={gradientId} {...gradientVector(design.angle)}>
          <stop offset="0" stopColor={design.from} />
          <stop offset="1" stopColor={design.to} />
        </linearGradient>
      </defs>
      <rect width={IDENTICON_GRID} height={IDENTICON_GRID} fill={`url(#${gradientId})`} />
      {blocksOf(design.cells).map(({ x, y }) => (
        <rect
          key={`${x},${y}`}
          x={x}
          y={y}
          width={1}
          height={1}
          fill={design.blockColor}
          fillOpacity={0.55}
        />
      ))}
    </svg>
  )
}

/**
 * An account's avatar in a circle: its profile image when given, otherwise an identicon
 * drawn from the address, the same for the same address on every page load.
 */
export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { address, src, label, size = 40, className, style, ...props },
  ref,
) {
  const { showImage, onError } = useImageFallback(src)
  return (
    <span
      ref={ref}
      className={cx('foyer-avatar', className)}
      style={{ width: size, height: size, ...style }}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...props}
    >
      {showImage ? (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          referrerPolicy="no-referrer"
          decoding="async"
          draggable={false}
          onError={onError}
        />
      ) : (
        <Identicon address={address} size={size} />
      )}
    </span>
  )
})
