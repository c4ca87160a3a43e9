import { randomBytes } from 'node:crypto'

/**
 * The demo's production Content-Security-Policy and its style nonce. The build writes
 * {@link DEMO_CSP_NONCE_PLACEHOLDER} wherever the nonce goes (the policy's `style-src`, Vite's
 * `<meta property="csp-nonce">`, which the page reads to hand Foyer its nonce); whatever serves
 * the built `index.html` replaces it with a fresh value for each response
 * ({@link withFreshCspNonce}), so a nonce is never known before the page is.
 */

/** What the built `index.html` holds in place of the nonce (base64 letters: a valid nonce). */
export const DEMO_CSP_NONCE_PLACEHOLDER = 'FoyerDemoCspNonce'

/**
 * The policy of the built demo: scripts only from its own origin (no inline script, no eval),
 * styles from its own origin or carrying the response's nonce (no `'unsafe-inline'`: Foyer's
 * `<style>` elements carry the nonce, inline `style` attributes are refused), network access
 * only to this origin and loopback services (the local stack's devnets, wallet directory and
 * relay); frames only from loopback (the stack's embedded wallet frame).
 */
export const DEMO_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  `style-src 'self' 'nonce-${DEMO_CSP_NONCE_PLACEHOLDER}'`,
  "img-src 'self' data: blob: http://127.0.0.1:* http://localhost:*",
  "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:* http://localhost:* ws://localhost:*",
  // The embedded wallet frame (email login) runs on its own loopback origin in the stack.
  'frame-src http://127.0.0.1:* http://localhost:*',
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ')

/** A fresh nonce: 16 random bytes, base64 (CSP3's nonce-source grammar). */
export function newCspNonce(): string {
  return randomBytes(16).toString('base64')
}

/** The built `index.html` with every nonce placeholder replaced by one fresh nonce. */
export function withFreshCspNonce(html: string, nonce: string = newCspNonce()): string {
  return html.replaceAll(DEMO_CSP_NONCE_PLACEHOLDER, nonce)
}
