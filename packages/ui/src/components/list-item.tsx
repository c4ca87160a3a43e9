import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react'
import { ChevronIcon } from '../icons/icons.js'
import { cx } from '../internal/cx.js'
import { Spinner } from './spinner.js'

/** Colour of a {@link ListItem}'s tag. */
export type ListItemTagVariant = 'neutral' | 'accent' | 'success'

/** Props of {@link ListItem}. */
export interface ListItemProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The main text (e.g. a wallet's or network's name); long text is cut with an ellipsis. */
  label: ReactNode
  /** Smaller text under the label. */
  description?: ReactNode
  /** Image or icon at the inline start. */
  leading?: ReactNode
  /** A short tag at the inline end, such as "Installed" or "Recent". */
  tag?: ReactNode
  /** Colour of the tag; `'neutral'` by default. */
  tagVariant?: ListItemTagVariant
  /** Show the trailing chevron (it points along the text, so it flips in right-to-left). Default true. */
  chevron?: boolean
  /** Shows a spinner at the inline end and sets `aria-busy`. */
  loading?: boolean
  /** Marks the item as the current choice (`aria-current`). */
  current?: boolean
}

/** A full-width row button: leading image, label and description, tag, trailing chevron. */
export const ListItem = forwardRef<HTMLButtonElement, ListItemProps>(function ListItem(
  {
    label,
    description,
    leading,
    tag,
    tagVariant = 'neutral',
    chevron = true,
    loading = false,
    current = false,
    type = 'button',
    className,
    ...props
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={cx('foyer-list-item', className)}
      aria-busy={loading || undefined}
      aria-current={current || undefined}
      {...props}
    >
      {leading && <span className="foyer-list-item-leading">{leading}</span>}
      <span className="foyer-list-item-text">
        <span className="foyer-list-item-label">{label}</span>
        {description && <span className="foyer-list-item-description">{description}</span>}
      </span>
      {tag && (
        <span className="foyer-tag" data-variant={tagVariant}>
          {tag}
        </span>
      )}
      {loading ? (
        <Spinner decorative size={18} />
      ) : (
        chevron && <ChevronIcon className="foyer-list-item-chevron" />
      )}
    </button>
  )
})
