import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react'
import { cx } from '../internal/cx.js'
import { Spinner } from './spinner.js'

/** Visual weight of a {@link Button}. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'

/** Size of a {@link Button}. */
export type ButtonSize = 'sm' | 'md' | 'lg'

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `'primary'` (accent fill) by default. */
  variant?: ButtonVariant
  /** `'md'` by default. */
  size?: ButtonSize
  /**
   * Shows a spinner in place of the leading icon, sets `aria-busy` and makes the button
   * inert to clicks (it stays focusable, so focus is not lost while it loads).
   */
  loading?: boolean
  /** Stretches the button over its container's inline size. */
  fullWidth?: boolean
  /** Icon before the label (at the inline start). */
  leadingIcon?: ReactNode
  /** Icon after the label (at the inline end). */
  trailingIcon?: ReactNode
}

/** A button with a text label: variants, sizes, a loading state and optional icons. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    fullWidth = false,
    leadingIcon,
    trailingIcon,
    type = 'button',
    className,
    children,
    onClick,
    disabled,
    ...props
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={cx('foyer-button', fullWidth && 'foyer-button-full', className)}
      data-variant={variant}
      data-size={size}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      disabled={disabled}
      onClick={(event) => {
        if (loading) {
          event.preventDefault()
          return
        }
        onClick?.(event)
      }}
      {...props}
    >
      {loading ? (
        <Spinner decorative size={16} className="foyer-button-spinner" />
      ) : (
        leadingIcon && <span className="foyer-button-icon">{leadingIcon}</span>
      )}
      <span className="foyer-button-label">{children}</span>
      {trailingIcon && !loading && <span className="foyer-button-icon">{trailingIcon}</span>}
    </button>
  )
})
