import { viewsCss } from './views-css.js'

/** Attribute of the views' `<style>` element, so a second copy is never added. */
export const VIEW_STYLES_ATTRIBUTE = 'data-foyer-view-styles'

/**
 * Adds `css` once (one `<style>` marked with `attribute`) to the document or shadow root
 * `element` is rendered in. Safe to call on every open. Does nothing outside a document.
 */
export function injectStylesheet(
  element: Element,
  css: string,
  attribute: string,
  nonce?: string,
): void {
  const root = element.getRootNode() as Document | ShadowRoot
  const isDocument = root.nodeType === 9
  if (!isDocument && root.nodeType !== 11) return
  if (root.querySelector(`style[${attribute}]`)) return
  const ownerDocument = isDocument ? (root as Document) : (root as ShadowRoot).ownerDocument
  const style = ownerDocument.createElement('style')
  style.setAttribute(attribute, '')
  if (nonce) style.setAttribute('nonce', nonce)
  style.textContent = css
  if (isDocument) (root as Document).head.appendChild(style)
  else root.prepend(style)
}

/**
 * Adds the views' stylesheet once to the document or shadow root `element` is rendered in,
 * beside `@foyer/ui`'s. Safe to call on every open. Does nothing outside a document.
 */
export function injectViewStyles(element: Element, nonce?: string): void {
  injectStylesheet(element, viewsCss, VIEW_STYLES_ATTRIBUTE, nonce)
}
