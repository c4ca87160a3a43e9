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
 * is turned off leaves no gap. Styles: {@link actionGridCss}.
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

/** Layout of {@link ActionGrid} (add it with the view that uses it, not in the first chunk). */
export const actionGridCss = /* css */ `
.foyer-action-grid { display: grid; grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); gap: 8px; }
.foyer-action-grid-item { display: flex; flex-direction: column; align-items: center; gap: 6px; min-inline-size: 0; padding: 12px 4px 10px; border: 0; border-radius: var(--foyer-radius-m); background: var(--foyer-color-surface); color: var(--foyer-color-text); font: inherit; font-size: 13px; font-weight: 600; cursor: pointer; }
.foyer-action-grid-item:hover { background: var(--foyer-color-surface-hover); }
.foyer-action-grid-item:focus-visible { outline: 2px solid var(--foyer-focus-ring-color); outline-offset: 2px; }
.foyer-action-grid-item:disabled { cursor: not-allowed; opacity: 0.5; }
.foyer-action-grid-icon { display: grid; place-items: center; inline-size: 36px; block-size: 36px; border-radius: 50%; background: var(--foyer-accent); color: var(--foyer-color-accent-text); font-size: 20px; }
.foyer-action-grid-label { max-inline-size: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`
