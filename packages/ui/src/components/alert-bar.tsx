import { forwardRef, type HTMLAttributes, type ReactNode } from 'react'
import { CloseIcon, InfoIcon, WarningIcon } from '../icons/icons.js'
import { cx } from '../internal/cx.js'
import { useUiLabels } from '../labels/ui-labels.js'
import { IconButton } from './icon-button.js'

/** Severity of an {@link AlertBar}. */
export type AlertBarVariant = 'error' | 'warning' | 'info'

/** Props of {@link AlertBar}. */
export interface AlertBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The message (SPEC §8's text for errors). */
  message: ReactNode
  /** `'error'` by default. */
  variant?: AlertBarVariant
  /** Shows a dismiss button that calls this. */
  onDismiss?: () => void
  /** Accessible name of the dismiss button. Default `'Dismiss'`. */
  dismissLabel?: string
  /** A control after the message, e.g. a retry button. */
  action?: ReactNode
}

/**
 * A bar across the modal telling about a problem (`role="alert"`: announced at once when
 * it appears), with an optional action and dismiss button.
 */
export const AlertBar = forwardRef<HTMLDivElement, AlertBarProps>(function AlertBar(
  { message, variant = 'error', onDismiss, dismissLabel, action, className, ...props },
  ref,
) {
  const labels = useUiLabels()
  return (
    <div
      ref={ref}
      role="alert"
      className={cx('foyer-alert-bar', className)}
      data-variant={variant}
      {...props}
    >
      {variant === 'info' ? (
        <InfoIcon className="foyer-alert-bar-icon" />
      ) : (
        <WarningIcon className="foyer-alert-bar-icon" />
      )}
      <span className="foyer-alert-bar-message">{message}</span>
      {action}
      {onDismiss && (
        <IconButton
          className="foyer-alert-bar-dismiss"
          size="sm"
          label={dismissLabel ?? labels.dismiss}
          icon={<CloseIcon />}
          onClick={onDismiss}
        />
      )}
    </div>
  )
})
