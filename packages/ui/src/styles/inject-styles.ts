import { foyerCss } from './foyer-css.js'

/** Attribute that marks Foyer's `<style>` element, so a second copy is never added. */
export const STYLE_ELEMENT_ATTRIBUTE = 'data-foyer-styles'

/** Options of {@link injectFoyerStyles}. */
export interface InjectStylesOptions {
  /** The page's Content-Security-Policy nonce, set on the `<style>` element. */
  nonce?: string | undefined
}

/**
 * Adds Foyer's stylesheet to a document (in its `<head>`) or to a shadow root, once: when
 * the target already has one (added by this function, by another copy of the package, or
 * server-rendered by the host as `<style data-foyer-styles>`), that element is returned.
 */
export function injectFoyerStyles(
  target: Document | ShadowRoot,
  options: InjectStylesOptions = {},
): HTMLStyleElement {
  const existing = target.querySelector<HTMLStyleElement>(`style[${STYLE_ELEMENT_ATTRIBUTE}]`)
  if (existing) return existing
  const ownerDocument = 'head' in target ? target : target.ownerDocument
  const style = ownerDocument.createElement('style')
  style.setAttribute(STYLE_ELEMENT_ATTRIBUTE, '')
  if (options.nonce) style.setAttribute('nonce', options.nonce)
  style.textContent = foyerCss
  if ('head' in target) target.head.appendChild(style)
  else target.prepend(style)
  return style
}

/** The document or shadow root an element is rendered in, if it is in one. */
export function styleTargetOf(element: Element): Document | ShadowRoot | undefined {
  const root = element.getRootNode()
  if (root.nodeType === 9) return root as Document
  if (root.nodeType === 11 && 'host' in root) return root as ShadowRoot
  return undefined
}
