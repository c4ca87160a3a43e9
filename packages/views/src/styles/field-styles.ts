import { addressFieldCss, amountInputCss } from '@foyer/ui/fields'

/** Attribute of the fields' `<style>` element, so a second copy is never added. */
export const FIELD_STYLES_ATTRIBUTE = 'data-foyer-field-styles'

/**
 * A ref for the form of Send or Swap: once the form is in the page (before it is painted),
 * adds the styles of `@foyer/ui/fields` right after the views' stylesheet, with the CSP
 * nonce that one was given. They travel in those views' chunks, not in the stylesheets every
 * app carries. (It shares no module with the modal's first chunk on purpose: a shared one
 * would be split out of that chunk and make it larger.)
 */
export function fieldStylesRef(form: Element | null): void {
  const root = form?.getRootNode() as Document | ShadowRoot | undefined
  if (!form || !root?.querySelector || root.querySelector(`style[${FIELD_STYLES_ATTRIBUTE}]`)) {
    return
  }
  const style = form.ownerDocument.createElement('style')
  style.setAttribute(FIELD_STYLES_ATTRIBUTE, '')
  const views = root.querySelector<HTMLStyleElement>('style[data-foyer-view-styles]')
  if (views?.nonce) style.nonce = views.nonce
  style.textContent = `${amountInputCss}${addressFieldCss}`
  if (views) views.after(style)
  else if (root.nodeType === 9) (root as Document).head.append(style)
  else root.prepend(style)
}
