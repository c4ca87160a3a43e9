import { type RefObject, useEffect, useRef } from 'react'

/** Marks the control a view wants focused when it opens (e.g. All Wallets' search field). */
export const AUTOFOCUS_ATTRIBUTE = 'data-foyer-autofocus'

/** How long a view that renders late (a lazy chunk, a list loading) may take to show its target. */
export const FOCUS_TARGET_WAIT_MS = 2000

/** What identifies the control that opened a view, so Back can find its new copy. */
interface OpenerDescriptor {
  testId: string | null
  id: string | null
  text: string
}

function describe(element: HTMLElement): OpenerDescriptor {
  return {
    testId: element.getAttribute('data-testid'),
    id: element.id || null,
    text: (element.textContent ?? '').trim(),
  }
}

function findOpener(container: HTMLElement, opener: OpenerDescriptor): HTMLElement | null {
  if (opener.testId) {
    const byTestId = Array.from(container.querySelectorAll<HTMLElement>('[data-testid]')).find(
      (element) => element.getAttribute('data-testid') === opener.testId,
    )
    if (byTestId) return byTestId
  }
  if (opener.id) {
    const byId = container.ownerDocument.getElementById(opener.id)
    if (byId && container.contains(byId)) return byId
  }
  if (!opener.text) return null
  return (
    Array.from(container.querySelectorAll<HTMLElement>('button, a[href], [role="tab"]')).find(
      (element) => (element.textContent ?? '').trim() === opener.text,
    ) ?? null
  )
}

/** Options of {@link useViewFocus}. */
export interface ViewFocusOptions {
  /** The modal dialog (holds the view and the header). */
  dialog: RefObject<HTMLElement | null>
  /** The header's title heading. */
  heading: RefObject<HTMLHeadingElement | null>
  /** Whether the modal is open (closing forgets the openers). */
  open: boolean
  /** The current view. */
  view: string
  /** The length of the router's history. */
  historyLength: number
  /**
   * Embedded mode: focus follows a view change only when it is already inside the modal, so
   * a change the user did not make there (an approval request) never pulls focus off the page.
   */
  inline?: boolean
}

/**
 * Moves focus when the modal's view changes, so that keyboard and screen-reader users keep
 * their place: forward, to the view's {@link AUTOFOCUS_ATTRIBUTE} control if it has one, else
 * to its heading; Back, to the control that opened the view being left (found again by its
 * test id, id or text once the earlier view has rendered), else as forward. A target that
 * renders late is awaited for {@link FOCUS_TARGET_WAIT_MS}, unless the user moves focus first.
 */
export function useViewFocus({
  dialog,
  heading,
  open,
  view,
  historyLength,
  inline = false,
}: ViewFocusOptions) {
  const openers = useRef<(OpenerDescriptor | undefined)[]>([])
  const lastFocused = useRef<{ view: string; opener: OpenerDescriptor } | undefined>(undefined)
  const previous = useRef<{ view: string; length: number } | undefined>(undefined)

  // Remembers the last control focused inside the current view (the dialog mounts a render
  // after `open` turns true, so the listener is on the document).
  useEffect(() => {
    if (!open) return
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement | null
      const viewElement = target?.closest?.<HTMLElement>('[data-view]')
      if (!target || !viewElement || !dialog.current?.contains(viewElement)) return
      lastFocused.current = {
        view: viewElement.getAttribute('data-view') ?? '',
        opener: describe(target),
      }
    }
    document.addEventListener('focusin', onFocusIn)
    return () => document.removeEventListener('focusin', onFocusIn)
  }, [dialog, open])

  useEffect(() => {
    if (!open) {
      openers.current = []
      previous.current = undefined
      lastFocused.current = undefined
      return
    }
    const before = previous.current
    previous.current = { view, length: historyLength }
    // The first view of an opening: the dialog's own focus handling applies.
    if (!before || before.view === view) return

    let opener: OpenerDescriptor | undefined
    if (historyLength > before.length) {
      const last = lastFocused.current
      openers.current[before.length - 1] =
        last && last.view === before.view ? last.opener : undefined
    } else if (historyLength < before.length) {
      opener = openers.current[historyLength - 1]
      openers.current.length = historyLength - 1
    } else {
      // Replaced (reset): the openers of the old history no longer apply.
      openers.current = []
    }
    lastFocused.current = undefined

    const root = dialog.current
    if (!root) return
    if (inline && !root.contains(root.ownerDocument.activeElement)) return
    const target = (): HTMLElement | null => {
      const viewElement = root.querySelector<HTMLElement>(`[data-view="${CSS.escape(view)}"]`)
      if (!viewElement) return null
      if (opener) {
        const found = findOpener(viewElement, opener)
        if (found) return found
      }
      return viewElement.querySelector<HTMLElement>(`[${AUTOFOCUS_ATTRIBUTE}]`)
    }
    const focus = (element: HTMLElement) => element.focus({ preventScroll: false })
    const headingElement = heading.current
    const now = target()
    if (now) {
      focus(now)
      return
    }
    if (headingElement) focus(headingElement)
    // Wait for a late target while focus rests where this hook put it.
    const observer = new MutationObserver(() => {
      const active = root.ownerDocument.activeElement
      if (active !== headingElement && active !== root.ownerDocument.body) {
        stop()
        return
      }
      const late = target()
      if (late) {
        stop()
        focus(late)
      }
    })
    const timer = setTimeout(() => stop(), FOCUS_TARGET_WAIT_MS)
    const stop = () => {
      observer.disconnect()
      clearTimeout(timer)
    }
    observer.observe(root, { childList: true, subtree: true })
    return stop
  }, [dialog, heading, open, view, historyLength, inline])
}
