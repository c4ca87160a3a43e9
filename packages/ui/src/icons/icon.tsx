import { forwardRef, type ReactNode, type SVGProps } from 'react'
import { cx } from '../internal/cx.js'

/** Props of every icon: SVG attributes plus an optional accessible label. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> {
  /**
   * Accessible name. Without one the icon is decorative (`aria-hidden`), which is right when
   * the control around it carries the label.
   */
  label?: string | undefined
  /** Size in CSS pixels or any CSS length; the default, `1em`, follows the font size. */
  size?: number | string
}

/** Props of {@link SvgIcon}: an icon's props plus its drawing. */
export interface SvgIconProps extends IconProps {
  /** Name used in the `data-foyer-icon` attribute. */
  name: string
  /** Mirror the drawing in right-to-left layouts (arrows that point along the text). */
  directional?: boolean
  /** The drawing, on a 24 × 24 grid, stroked with `currentColor`. */
  children: ReactNode
}

/**
 * The frame of every icon: inline SVG in `currentColor` (no request made), decorative
 * unless labelled, mirrored in right-to-left when `directional`.
 */
export const SvgIcon = forwardRef<SVGSVGElement, SvgIconProps>(function SvgIcon(
  { name, directional = false, label, size = '1em', className, children, ...props },
  ref,
) {
  return (
    <svg
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-foyer-icon={name}
      className={cx('foyer-icon', directional && 'foyer-icon-directional', className)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      {...props}
    >
      {label && <title>{label}</title>}
      {children}
    </svg>
  )
})
