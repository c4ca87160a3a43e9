import { forwardRef, type HTMLAttributes } from 'react'
import { cx } from '../internal/cx.js'
import { useUiLabels } from '../labels/ui-labels.js'

/** Props of {@link Spinner}. */
export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /** What is loading, read by screen readers. Default from {@link useUiLabels} (`'Loading'` in English). */
  label?: string
  /**
   * Decorative spinners (inside a control or region that already says it is busy) are
   * hidden from assistive technology instead of announcing themselves.
   */
  decorative?: boolean
  /** Diameter in CSS pixels. Default 24. */
  size?: number
}

/**
 * A rotating arc showing that something is loading: `role="status"` with a label, or
 * hidden from assistive technology when `decorative`. Still, not spinning, under
 * `prefers-reduced-motion: reduce`.
 */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { label, decorative = false, size = 24, className, style, ...props },
  ref,
) {
  const fallback = useUiLabels().loading
  return (
    <span
      ref={ref}
      className={cx('foyer-spinner', className)}
      style={{ width: size, height: size, ...style }}
      {...(decorative
        ? { 'aria-hidden': true }
        : { role: 'status', 'aria-label': label ?? fallback })}
      {...props}
    >
      <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
        <circle className="foyer-spinner-track" cx="12" cy="12" r="9" fill="none" strokeWidth="3" />
        <path
          className="foyer-spinner-arc"
          d="M12 3a9 9 0 0 1 9 9"
          fill="none"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
    </span>
  )
})
