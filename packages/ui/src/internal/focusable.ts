import { ownedFrames } from './owned-frames.js'

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',')

function isHidden(element: HTMLElement): boolean {
  return element.closest('[hidden],[inert]') !== null
}

/**
 * The dialog's focus cycle: the elements inside `container` that Tab reaches, in document
 * order, with each frame an element inside owns (`aria-owns`, see owned-frames.ts) at its
 * owner's place.
 */
export function getFocusCycle(container: HTMLElement): HTMLElement[] {
  const cycle: HTMLElement[] = []
  for (const element of container.querySelectorAll<HTMLElement>(`${FOCUSABLE},[aria-owns]`)) {
    if (isHidden(element)) continue
    if (element.matches(FOCUSABLE) && element.tabIndex >= 0) cycle.push(element)
    if (element.hasAttribute('aria-owns')) cycle.push(...ownedFrames(element))
  }
  return cycle
}
