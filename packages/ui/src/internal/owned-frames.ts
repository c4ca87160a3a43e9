/**
 * Frames laid over a dialog from outside it. An embedded frame cannot move into the dialog's
 * DOM (moving an iframe reloads it), so it stays at the end of the page and is laid over a
 * slot of the dialog. The slot names it with `aria-owns` (the frame is then the slot's child
 * for assistive technology, and part of the dialog's focus cycle); two focusable edge
 * markers around the frame, `data-foyer-frame-edge="before" | "after"` with
 * `data-foyer-frame-id` naming the frame, catch Tab and Shift+Tab leaving it.
 */

/** The attribute of a frame's edge markers: which side of the frame they sit. */
export const FRAME_EDGE_ATTRIBUTE = 'data-foyer-frame-edge'
/** The attribute of a frame's edge markers that names the frame's id. */
export const FRAME_EDGE_FRAME_ATTRIBUTE = 'data-foyer-frame-id'

/** The shown frames `owner` names with `aria-owns`. */
export function ownedFrames(owner: Element): HTMLIFrameElement[] {
  const ids = (owner.getAttribute('aria-owns') ?? '').split(/\s+/).filter(Boolean)
  return ids
    .map((id) => owner.ownerDocument.getElementById(id))
    .filter(
      (frame): frame is HTMLIFrameElement =>
        frame?.tagName === 'IFRAME' &&
        frame.tabIndex >= 0 &&
        frame.getAttribute('aria-hidden') !== 'true',
    )
}

/** Whether `target` is a frame that an element inside `container` owns. */
export function isOwnedFrame(container: HTMLElement, target: Element): boolean {
  if (!target.id || target.tagName !== 'IFRAME') return false
  return Array.from(container.querySelectorAll('[aria-owns]')).some((owner) =>
    ownedFrames(owner).includes(target as HTMLIFrameElement),
  )
}

/** Which way focus left the frame when it landed on one of its edge markers, if it did. */
export function frameEdge(
  target: Element,
): { frameId: string; side: 'before' | 'after' } | undefined {
  const side = target.getAttribute(FRAME_EDGE_ATTRIBUTE)
  const frameId = target.getAttribute(FRAME_EDGE_FRAME_ATTRIBUTE)
  if ((side !== 'before' && side !== 'after') || !frameId) return undefined
  return { frameId, side }
}
