import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react'
import { cx } from '../internal/cx.js'

/** Visual weight of an {@link IconButton}. */
export type IconButtonVariant = 'ghost' | 'secondary'

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name (required: the button shows no text). Also the tooltip. */
  label: string
  /** The icon, drawn decoratively. */
  icon: ReactNode
  /** `'ghost'` (no background until hovered) by default. */
  variant?: IconButtonVariant
  /** `'md'` (40 px) by default. */
  size?: 'sm' | 'md'
}

/** A square button that shows only an icon and is named by `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'ghost', size = 'md', type = 'button', className, title, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={title ?? label}
      className={cx('foyer-icon-button', className)}
      data-variant={variant}
      data-size={size}
      {...props}
    >
      <span className="foyer-icon-button-icon" aria-hidden="true">
        {icon}
      </span>
    </button>
  )
})
