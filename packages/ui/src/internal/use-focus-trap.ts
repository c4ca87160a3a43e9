import { type RefObject, useEffect } from 'react'
import { getFocusCycle } from './focusable.js'
import {
  FRAME_EDGE_ATTRIBUTE,
  FRAME_EDGE_FRAME_ATTRIBUTE,
  frameEdge,
  isOwnedFrame,
} from './owned-frames.js'

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
 *
 * A frame laid over the dialog from outside it (the embedded wallet's code field, Farcaster
 * QR code or approval: a slot inside names it with `aria-owns`, see owned-frames.ts) is part
 * of the cycle at its slot's place: Tab reaches it, focus may rest in it, and Tab or
 * Shift+Tab out of it (onto its edge markers) goes on to the next or previous element.
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

    const inCycle = (target: Element) => element.contains(target) || isOwnedFrame(element, target)
    /** The element `step` places from `from` in the cycle, wrapping; undefined if empty. */
    const neighbour = (from: Element | null, step: 1 | -1) => {
      const cycle = getFocusCycle(element)
      if (cycle.length === 0) return undefined
      const index = from ? cycle.indexOf(from as HTMLElement) : -1
      if (index < 0) return step === 1 ? cycle[0] : cycle[cycle.length - 1]
      return cycle[(index + step + cycle.length) % cycle.length]
    }

    // An edge marker the trap focused itself, so that the browser's own Tab moves on from it
    // into the frame (to the frame's first field, or its last with Shift+Tab).
    let passingThrough: Element | undefined

    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement | null
      if (!target) return
      if (inCycle(target)) {
        lastInside = target
        return
      }
      if (target === passingThrough) return
      // Tab or Shift+Tab left an owned frame: on to the element after or before its slot.
      const edge = frameEdge(target)
      const frame = edge && ownerDocument.getElementById(edge.frameId)
      if (edge && frame && isOwnedFrame(element, frame)) {
        neighbour(frame, edge.side === 'after' ? 1 : -1)?.focus({ preventScroll: true })
        return
      }
      ;(lastInside.isConnected ? lastInside : element).focus({ preventScroll: true })
    }
    /** Lets the browser's Tab enter `frame` from its edge marker on the side focus comes from. */
    const enterFrame = (frame: HTMLElement, side: 'before' | 'after') => {
      const marker = ownerDocument.querySelector<HTMLElement>(
        `[${FRAME_EDGE_ATTRIBUTE}="${side}"][${FRAME_EDGE_FRAME_ATTRIBUTE}="${frame.id}"]`,
      )
      if (!marker) {
        frame.focus({ preventScroll: true })
        return false
      }
      passingThrough = marker
      marker.focus({ preventScroll: true })
      // Should the browser not move on (no default action), the frame still gets the focus.
      setTimeout(() => {
        if (ownerDocument.activeElement === marker) frame.focus({ preventScroll: true })
        passingThrough = undefined
      })
      return true
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented) return
      const cycle = getFocusCycle(element)
      const first = cycle[0]
      const last = cycle[cycle.length - 1]
      const current = ownerDocument.activeElement
      if (!first || !last) {
        event.preventDefault()
        return
      }
      const step = event.shiftKey ? -1 : 1
      const outside = !current || !inCycle(current) || current === element
      const next = neighbour(outside ? null : current, step)
      // Into an owned frame (which sits elsewhere in the page): through its edge marker.
      if (next && !element.contains(next)) {
        if (enterFrame(next, event.shiftKey ? 'after' : 'before')) return
        event.preventDefault()
        return
      }
      const wraps = event.shiftKey ? current === first : current === last
      // The browser's own order is right inside the dialog, except at the ends and from outside.
      if (outside || wraps) {
        event.preventDefault()
        next?.focus({ preventScroll: true })
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
