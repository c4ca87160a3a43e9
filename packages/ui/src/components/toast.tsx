import { forwardRef, type HTMLAttributes, type ReactNode } from 'react'
import { CheckIcon, WarningIcon } from '../icons/icons.js'
import { cx } from '../internal/cx.js'
import { Spinner } from './spinner.js'

/** Kind of a {@link Toast} (SPEC §2: loading, success and error). */
export type ToastVariant = 'loading' | 'success' | 'error'

/** Props of {@link Toast}. */
export interface ToastProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The message; while it is `undefined` or `open` is false, the region is empty. */
  message?: ReactNode
  /** `'success'` by default. */
  variant?: ToastVariant
  /** Whether the toast shows. Default true (shown whenever there is a message). */
  open?: boolean
}

const ICONS: Record<ToastVariant, ReactNode> = {
  loading: <Spinner decorative size={16} />,
  success: <CheckIcon />,
  error: <WarningIcon />,
}

/**
 * A short message floating over the top of the modal. The element is a polite live region
 * (`role="status"`) that stays mounted while empty, so screen readers announce each message
 * put into it without interrupting. Keep it mounted and change `message`/`open`; replacing
 * one toast by another after the SPEC's 150 ms is the caller's timing.
 */
export const Toast = forwardRef<HTMLDivElement, ToastProps>(function Toast(
  { message, variant = 'success', open = true, className, ...props },
  ref,
) {
  const shown = open && message !== undefined && message !== null && message !== ''
  return (
    <div
      ref={ref}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className={cx('foyer-toast-region', className)}
      {...props}
    >
      {shown && (
        <div className="foyer-toast" data-variant={variant}>
          <span className="foyer-toast-icon">{ICONS[variant]}</span>
          <span className="foyer-toast-message">{message}</span>
        </div>
      )}
    </div>
  )
})
