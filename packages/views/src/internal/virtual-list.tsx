import {
  type KeyboardEvent,
  type ReactNode,
  type UIEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react'

/** Props a {@link VirtualList} row must spread on its focusable element. */
export interface VirtualRowProps {
  /** 0 for the row that takes Tab focus, -1 for the others (roving tab index). */
  tabIndex: number
  'data-virtual-index': number
  onFocus: () => void
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
}

/** Props of {@link VirtualList}. */
export interface VirtualListProps<Item> {
  items: readonly Item[]
  /** Height of one row in CSS pixels, gap included. Every row has this height. */
  rowHeight: number
  /** Height of the scrolling viewport in CSS pixels (it shrinks to fit fewer rows). */
  height: number
  /** Rows rendered beyond each edge of the viewport. Default 4. */
  overscan?: number
  /** The list's accessible name. */
  label: string
  /** The total number of items, when more exist than are loaded (aria-setsize). */
  total?: number
  getKey: (item: Item, index: number) => string
  renderRow: (item: Item, index: number, rowProps: VirtualRowProps) => ReactNode
  /** Called when the viewport comes within `endThreshold` rows of the last item. */
  onEndReached?: () => void
  /** Default 8 rows. */
  endThreshold?: number
  /** Shown after the rows (e.g. a loading spinner), inside the scrolling area. */
  footer?: ReactNode
  /** Test id of the scrolling element. */
  'data-testid'?: string
}

const NAVIGATION_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageDown', 'PageUp'])

/**
 * A list that renders only the rows in and near its viewport, for lists of thousands of
 * wallets. Rows have a fixed height. Keyboard: the list is one Tab stop; Arrow Up/Down,
 * Page Up/Down, Home and End move focus between rows, scrolling them into view (the
 * focused row stays rendered even when scrolled away). Rows are `listitem`s with their
 * position and the list size, so screen readers announce "12 of 340".
 */
export function VirtualList<Item>({
  items,
  rowHeight,
  height,
  overscan = 4,
  label,
  total,
  getKey,
  renderRow,
  onEndReached,
  endThreshold = 8,
  footer,
  'data-testid': testId,
}: VirtualListProps<Item>) {
  const viewport = useRef<HTMLDivElement>(null)
  const [scrollTop, setScrollTop] = useState(0)
  const [active, setActive] = useState(0)
  const focusPending = useRef(false)
  const count = items.length
  const activeIndex = Math.min(active, Math.max(0, count - 1))
  const viewportHeight = Math.min(height, count * rowHeight + (footer ? rowHeight : 0))

  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan)
  const last = Math.min(count - 1, Math.ceil((scrollTop + height) / rowHeight) + overscan)
  const indexes: number[] = []
  for (let index = first; index <= last; index++) indexes.push(index)
  if (count > 0 && (activeIndex < first || activeIndex > last)) indexes.push(activeIndex)

  const endReached = count > 0 && last >= count - 1 - endThreshold
  const onEndRef = useRef(onEndReached)
  onEndRef.current = onEndReached
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page while still near the end asks for the next one
  useEffect(() => {
    if (endReached) onEndRef.current?.()
  }, [endReached, count])

  const scrollIntoView = useCallback(
    (index: number) => {
      const element = viewport.current
      if (!element) return
      const top = index * rowHeight
      const current = element.scrollTop
      let next = current
      if (top < current) next = top
      else if (top + rowHeight > current + height) next = top + rowHeight - height
      if (next !== current) {
        element.scrollTop = next
        setScrollTop(next)
      }
    },
    [rowHeight, height],
  )

  useEffect(() => {
    if (!focusPending.current) return
    focusPending.current = false
    viewport.current
      ?.querySelector<HTMLElement>(`[data-virtual-index="${activeIndex}"]`)
      ?.focus({ preventScroll: true })
  }, [activeIndex])

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!NAVIGATION_KEYS.has(event.key) || count === 0 || event.defaultPrevented) return
    event.preventDefault()
    const page = Math.max(1, Math.floor(height / rowHeight) - 1)
    const moves: Record<string, number> = {
      ArrowDown: activeIndex + 1,
      ArrowUp: activeIndex - 1,
      PageDown: activeIndex + page,
      PageUp: activeIndex - page,
      Home: 0,
      End: count - 1,
    }
    const next = Math.min(count - 1, Math.max(0, moves[event.key] ?? activeIndex))
    scrollIntoView(next)
    if (next === activeIndex) return
    focusPending.current = true
    setActive(next)
  }

  return (
    <div
      ref={viewport}
      className="foyer-virtual-list"
      style={{ height: viewportHeight }}
      onScroll={(event: UIEvent<HTMLDivElement>) => setScrollTop(event.currentTarget.scrollTop)}
      data-testid={testId}
    >
      <ul
        aria-label={label}
        className="foyer-virtual-list-content"
        style={{ height: count * rowHeight }}
      >
        {indexes.map((index) => {
          const item = items[index] as Item
          return (
            <li
              key={getKey(item, index)}
              aria-setsize={total ?? count}
              aria-posinset={index + 1}
              className="foyer-virtual-list-row"
              style={{ transform: `translateY(${index * rowHeight}px)`, height: rowHeight }}
            >
              {renderRow(item, index, {
                tabIndex: index === activeIndex ? 0 : -1,
                'data-virtual-index': index,
                onFocus: () => setActive(index),
                onKeyDown,
              })}
            </li>
          )
        })}
      </ul>
      {footer}
    </div>
  )
}
