/**
 * The page's Content-Security-Policy style nonce, as the built `index.html` carries it in
 * `<meta property="csp-nonce">` (Vite's `html.cspNonce`; the server puts a fresh value in each
 * response). Read from the element's `nonce` property: browsers hide the attribute from the
 * DOM once parsed. Undefined in the dev server's page, which has no policy.
 */
export function readPageCspNonce(ownerDocument: Document = document): string | undefined {
  const meta = ownerDocument.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')
  return meta?.nonce || meta?.getAttribute('nonce') || undefined
}
