import { foyerCss, STYLE_ELEMENT_ATTRIBUTE } from '@foyer/ui/styles'

/** Props of {@link FoyerStyles}. */
export interface FoyerStylesProps {
  /** The page's Content-Security-Policy nonce for `style-src`. */
  nonce?: string
}

/**
 * Foyer's stylesheet as a `<style>` element, for server rendering: put it in the `<head>` of
 * the root layout (Next.js App Router) and the server HTML already has the styled buttons —
 * no unstyled flash or layout jump before hydration. In the browser Foyer finds this element
 * and does not add a second copy. A server component: hooks-free, safe in either world.
 * Alternatively import `@foyer/react/styles.css`.
 *
 * @example
 * <html><head><FoyerStyles /></head><body>…</body></html>
 */
export function FoyerStyles({ nonce }: FoyerStylesProps) {
  const props = { [STYLE_ELEMENT_ATTRIBUTE]: '', nonce }
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant stylesheet, no input.
  return <style {...props} dangerouslySetInnerHTML={{ __html: foyerCss }} />
}
