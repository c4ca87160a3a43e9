import { type RefObject, useEffect } from 'react'
import { getTabbableElements } from './focusable.js'

/** Options of {@link useFocusTrap}. */
export interface FocusTrapOptions {
  /** Element to focus first; the element itself (it needs `tabIndex={-1}`) by default. */
  initialFocus?: RefObject<HTMLElement | null> | undefined
}

/**
 * While `active`, keeps keyboard focus inside `element`: focus moves in on activation,
 * Tab and Shift+Tab wrap around at the ends, and focus that lands outside (a click on the
 * page behind, a script) is brought back. On deactivation or unmount, focus returns to the
 * element that had it before (the opener), if it is still in the document.
 */
export function useFocusTrap(
  element: HTMLElement | null,
  active: boolean,
  { initialFocus }: FocusTrapOptions = {},
): void {
  useEffect(() => {
    if (!active || !element) return
    const ownerDocument = element.ownerDocument
    const opener = ownerDocument.activeElement as HTMLElement | null
    let lastInside: HTMLElement = element

    const focusFirst = () => (initialFocus?.current ?? element).focus({ preventScroll: true })
    if (!element.contains(ownerDocument.activeElement)) focusFirst()

    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement | null
      if (target && element.contains(target)) lastInside = target
      else (lastInside.isConnected ? lastInside : element).focus({ preventScroll: true })
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented) return
      const tabbable = getTabbableElements(element)
      const first = tabbable[0]
      const last = tabbable[tabbable.length - 1]
      const current = ownerDocument.activeElement
      if (!first || !last) {
        event.preventDefault()
        return
      }
      const outside = !element.contains(current)
      if (event.shiftKey && (current === first || current === element || outside)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (current === last || outside)) {
        event.preventDefault()
        first.focus()
      }
    }
    ownerDocument.addEventListener('focusin', onFocusIn)
    ownerDocument.addEventListener('keydown', onKeyDown)
    return () => {
      ownerDocument.removeEventListener('focusin', onFocusIn)
      ownerDocument.removeEventListener('keydown', onKeyDown)
      if (opener?.isConnected && typeof opener.focus === 'function') {
        opener.focus({ preventScroll: true })
      }
    }
  }, [active, element, initialFocus])
}
