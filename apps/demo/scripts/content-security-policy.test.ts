import { describe, expect, it } from 'vitest'
import {
  DEMO_CONTENT_SECURITY_POLICY,
  DEMO_CSP_NONCE_PLACEHOLDER,
  withFreshCspNonce,
} from './content-security-policy.js'

describe("the demo's production Content-Security-Policy", () => {
  it("allows no inline style or script: styles by the response's nonce", () => {
    expect(DEMO_CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline')
    expect(DEMO_CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval')
    expect(DEMO_CONTENT_SECURITY_POLICY).toContain(
      `style-src 'self' 'nonce-${DEMO_CSP_NONCE_PLACEHOLDER}'`,
    )
  })

  it('each response gets its own nonce, in every place the page names it', () => {
    const html = `<meta content="style-src 'nonce-${DEMO_CSP_NONCE_PLACEHOLDER}'"><meta property="csp-nonce" nonce="${DEMO_CSP_NONCE_PLACEHOLDER}">`
    const first = withFreshCspNonce(html)
    const second = withFreshCspNonce(html)
    expect(first).not.toContain(DEMO_CSP_NONCE_PLACEHOLDER)
    const nonces = [first, second].map((page) => page.match(/nonce="([^"]+)"/)?.[1])
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(first).toContain(`'nonce-${nonces[0]}'`)
    expect(nonces[0]).not.toBe(nonces[1])
  })
})
