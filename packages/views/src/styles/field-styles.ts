import { addressFieldCss, amountInputCss } from '@foyer/ui/fields'
import { injectStylesheet, VIEW_STYLES_ATTRIBUTE } from './inject-view-styles.js'

/** Attribute of the fields' `<style>` element, so a second copy is never added. */
export const FIELD_STYLES_ATTRIBUTE = 'data-foyer-field-styles'

/**
 * A ref for the form of Send or Swap: once the form is in the page (before it is painted),
 * adds the styles of `@foyer/ui/fields` beside the views' own. They travel in those views'
 * chunks, not in the connected stylesheet every app carries; the `<style>` takes the CSP
 * nonce the views' stylesheet was given.
 */
export function fieldStylesRef(element: Element | null): void {
  if (!element) return
  const root = element.getRootNode() as Document | ShadowRoot
  const views = root.querySelector?.<HTMLStyleElement>(`style[${VIEW_STYLES_ATTRIBUTE}]`)
  const css = `${amountInputCss}${addressFieldCss}`
  injectStylesheet(element, css, FIELD_STYLES_ATTRIBUTE, views?.nonce || undefined)
}
