import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react'
import { cx } from '../internal/cx.js'

/** Props of {@link ActionGrid}. */
export interface ActionGridProps {
  /** Names the group for screen readers ("Account actions"). */
  label: string
  children: ReactNode
  className?: string
}

/**
 * A row of equal tiles (icon above label) for a view's main actions, as wallets show Buy,
 * Send, Receive and Swap. The tiles share the width whatever their number, so an action that
 * is turned off leaves no gap; a tile is never narrower than its label (a long translation
 * moves tiles to a second row rather than cut a word). Styles: `actionGridCss`.
 */
export function ActionGrid({ label, children, className }: ActionGridProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset
    <div role="group" aria-label={label} className={cx('foyer-action-grid', className)}>
      {children}
    </div>
  )
}

/** Props of {@link ActionGridItem}. */
export interface ActionGridItemProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** A decorative icon (the label names the action). */
  icon: ReactNode
  label: string
}

/** One tile of an {@link ActionGrid}: a button with an icon over its label. */
export const ActionGridItem = forwardRef<HTMLButtonElement, ActionGridItemProps>(
  function ActionGridItem({ icon, label, className, type = 'button', ...props }, ref) {
    return (
      <button ref={ref} type={type} className={cx('foyer-action-grid-item', className)} {...props}>
        <span className="foyer-action-grid-icon" aria-hidden="true">
          {icon}
        </span>
        <span className="foyer-action-grid-label">{label}</span>
      </button>
    )
  },
)
