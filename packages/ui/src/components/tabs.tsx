import {
  type ButtonHTMLAttributes,
  createContext,
  forwardRef,
  type HTMLAttributes,
  type KeyboardEvent,
  useContext,
  useId,
  useMemo,
} from 'react'
import { cx } from '../internal/cx.js'
import { useControllableState } from '../internal/use-controllable-state.js'

/** When arrow keys select a tab: as soon as it gets focus, or only on Enter / Space. */
export type TabsActivationMode = 'automatic' | 'manual'

interface TabsContextValue {
  baseId: string
  value: string
  select: (value: string) => void
  activationMode: TabsActivationMode
  dir: 'ltr' | 'rtl' | undefined
}

const TabsContext = createContext<TabsContextValue | null>(null)

function useTabsContext(component: string): TabsContextValue {
  const context = useContext(TabsContext)
  if (!context) throw new Error(`<${component}> must be used inside <Tabs>`)
  return context
}

function idPart(value: string): string {
  return value.replace(/[^a-zA-Z0-9_-]/g, '_')
}

/** Props of {@link Tabs}. */
export interface TabsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'dir'> {
  /** The selected tab's value (controlled). */
  value?: string
  /** The tab selected first (uncontrolled). */
  defaultValue?: string
  /** Called with the value of the tab the user selects. */
  onValueChange?: (value: string) => void
  /** `'automatic'` (default): arrow keys select; `'manual'`: arrow keys only move focus. */
  activationMode?: TabsActivationMode
  /** Reading direction for arrow keys; read from the closest `dir` attribute when not set. */
  dir?: 'ltr' | 'rtl'
}

/**
 * Tabs following the WAI-ARIA tabs pattern: {@link TabsList} holds {@link TabsTrigger}s,
 * each shows the {@link TabsContent} of the same value. Left/Right arrows (mirrored in
 * right-to-left), Home and End move between tabs; only the selected tab is in the Tab order.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  {
    value,
    defaultValue = '',
    onValueChange,
    activationMode = 'automatic',
    dir,
    className,
    ...props
  },
  ref,
) {
  const [current, select] = useControllableState(value, defaultValue, onValueChange)
  const baseId = `foyer-tabs-${idPart(useId())}`
  const context = useMemo(
    () => ({ baseId, value: current, select, activationMode, dir }),
    [baseId, current, select, activationMode, dir],
  )
  return (
    <TabsContext.Provider value={context}>
      <div ref={ref} className={cx('foyer-tabs', className)} dir={dir} {...props} />
    </TabsContext.Provider>
  )
})

/** The next tab for a key press, or `undefined` when the key does not move. */
function targetTab(tabs: HTMLElement[], from: number, key: string, rtl: boolean) {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft'
  if (key === 'Home') return tabs[0]
  if (key === 'End') return tabs[tabs.length - 1]
  if (key === forward) return tabs[(from + 1) % tabs.length]
  if (key === backward) return tabs[(from - 1 + tabs.length) % tabs.length]
  return undefined
}

/** Props of {@link TabsList}: name it with `aria-label` or `aria-labelledby`. */
export type TabsListProps = HTMLAttributes<HTMLDivElement>

/** The row of tabs (`role="tablist"`); handles arrow-key navigation between them. */
export const TabsList = forwardRef<HTMLDivElement, TabsListProps>(function TabsList(
  { className, onKeyDown, ...props },
  ref,
) {
  const { dir } = useTabsContext('TabsList')
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event)
    if (event.defaultPrevented) return
    const list = event.currentTarget
    const tabs = Array.from(
      list.querySelectorAll<HTMLElement>('[role="tab"]:not([disabled])'),
    ).filter((tab) => tab.closest('[role="tablist"]') === list)
    const from = tabs.indexOf(event.target as HTMLElement)
    if (from === -1) return
    const rtl = (dir ?? list.closest('[dir]')?.getAttribute('dir')) === 'rtl'
    const next = targetTab(tabs, from, event.key, rtl)
    if (!next) return
    event.preventDefault()
    next.focus()
  }
  return (
    <div
      ref={ref}
      role="tablist"
      aria-orientation="horizontal"
      className={cx('foyer-tabs-list', className)}
      onKeyDown={handleKeyDown}
      {...props}
    />
  )
})

/** Props of {@link TabsTrigger}. */
export interface TabsTriggerProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The value this tab selects. */
  value: string
}

/** One tab (`role="tab"`): selects its {@link TabsContent} on click, Enter, Space or focus. */
export const TabsTrigger = forwardRef<HTMLButtonElement, TabsTriggerProps>(function TabsTrigger(
  { value, className, onClick, onFocus, disabled, ...props },
  ref,
) {
  const context = useTabsContext('TabsTrigger')
  const selected = context.value === value
  const id = `${context.baseId}-tab-${idPart(value)}`
  return (
    <button
      ref={ref}
      type="button"
      role="tab"
      id={id}
      aria-selected={selected}
      // Only the selected tab's panel is rendered, so only it can be referenced.
      aria-controls={selected ? `${context.baseId}-panel-${idPart(value)}` : undefined}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      data-state={selected ? 'active' : 'inactive'}
      className={cx('foyer-tabs-trigger', className)}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) context.select(value)
      }}
      onFocus={(event) => {
        onFocus?.(event)
        if (!event.defaultPrevented && context.activationMode === 'automatic') context.select(value)
      }}
      {...props}
    />
  )
})

/** Props of {@link TabsContent}. */
export interface TabsContentProps extends HTMLAttributes<HTMLDivElement> {
  /** The tab value this panel belongs to. */
  value: string
  /** Keep the panel in the DOM (hidden) while its tab is not selected. */
  forceMount?: boolean
}

/** The panel of one tab (`role="tabpanel"`, labelled by its tab). */
export const TabsContent = forwardRef<HTMLDivElement, TabsContentProps>(function TabsContent(
  { value, forceMount = false, className, ...props },
  ref,
) {
  const context = useTabsContext('TabsContent')
  const selected = context.value === value
  if (!selected && !forceMount) return null
  return (
    <div
      ref={ref}
      role="tabpanel"
      id={`${context.baseId}-panel-${idPart(value)}`}
      aria-labelledby={`${context.baseId}-tab-${idPart(value)}`}
      // WAI-ARIA tabs pattern: the panel is focusable so Tab reaches content without controls.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a tabpanel is focusable in this pattern
      tabIndex={0}
      hidden={!selected}
      data-state={selected ? 'active' : 'inactive'}
      className={cx('foyer-tabs-content', className)}
      {...props}
    />
  )
})
