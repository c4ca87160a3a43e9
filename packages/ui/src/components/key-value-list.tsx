import type { ReactNode } from 'react'
import { cx } from '../internal/cx.js'

/** Props of {@link KeyValueList}. */
export interface KeyValueListProps {
  children: ReactNode
  className?: string
  'data-testid'?: string
}

/**
 * A list of {@link KeyValueRow}s (a `<dl>`): labels in one column, values aligned to the end.
 * Styles: `keyValueCss`.
 */
export function KeyValueList({ children, className, ...props }: KeyValueListProps) {
  return (
    <dl className={cx('foyer-key-values', className)} {...props}>
      {children}
    </dl>
  )
}

/** Props of {@link KeyValueRow}. */
export interface KeyValueRowProps {
  label: ReactNode
  children: ReactNode
  /** The test id of the value (`<dd>`). */
  valueTestId?: string
}

/**
 * One label and its value. The label keeps its line while the value has room to give: a long
 * value (an address, an amount with its dollar value) wraps first, and the label wraps only
 * when it alone would take more than 60 % of the row.
 */
export function KeyValueRow({ label, children, valueTestId }: KeyValueRowProps) {
  return (
    <div className="foyer-key-value">
      <dt>{label}</dt>
      <dd data-testid={valueTestId}>{children}</dd>
    </div>
  )
}
