import { forwardRef, type HTMLAttributes } from 'react'
import { cx } from '../internal/cx.js'

/** Text that screen readers read and that is not shown. */
export const VisuallyHidden = forwardRef<HTMLSpanElement, HTMLAttributes<HTMLSpanElement>>(
  function VisuallyHidden({ className, ...props }, ref) {
    return <span ref={ref} className={cx('foyer-visually-hidden', className)} {...props} />
  },
)
