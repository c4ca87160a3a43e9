import { describe, expect, it } from 'vitest'
import {
  isAllowedImageUrl,
  sanitizeDeepLink,
  sanitizeHttpsUrl,
  sanitizeWalletName,
} from './sanitize.js'

describe('sanitizeDeepLink', () => {
  it.each([
    'metamask://',
    'rainbow://wc?uri=abc',
    'fuse.cash://',
    'GDWalletWC://',
    'https://metamask.app.link',
    ' trust://wc ',
  ])('keeps %s', (link) => {
    expect(sanitizeDeepLink(link)).toBe(link.trim())
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://x.example/id',
    'http://insecure.example',
    'ms-msdt:/id PCWDiagnostic /skip force',
    'search-ms:query=x&crumb=location:\\\\attacker\\share',
    'itms-services://?action=download-manifest&url=https://x.example/m.plist',
    'ms-settings:',
    'x-apple-helpbook://x',
    'metamask:no-slashes',
    'intent://scan#Intent;scheme=zxing;end',
    'chrome-extension://abc/page.html',
    'about:blank',
    'mailto:a@b.example',
    'metamask://"onmouseover="x',
    'no-scheme-at-all',
    '//protocol-relative.example',
    '',
    `https://x.example/${'a'.repeat(3000)}`,
    42,
    null,
    { href: 'https://x.example' },
  ])('drops %s', (link) => {
    expect(sanitizeDeepLink(link)).toBeNull()
  })
})

describe('sanitizeHttpsUrl', () => {
  it('keeps https URLs only', () => {
    expect(sanitizeHttpsUrl('https://metamask.io/')).toBe('https://metamask.io/')
    expect(sanitizeHttpsUrl('http://metamask.io/')).toBeNull()
    expect(sanitizeHttpsUrl('metamask://')).toBeNull()
    expect(sanitizeHttpsUrl('javascript:alert(1)')).toBeNull()
    expect(sanitizeHttpsUrl('https://')).toBeNull()
    expect(sanitizeHttpsUrl('https://a b.example')).toBeNull()
  })
})

describe('isAllowedImageUrl', () => {
  const origin = 'https://directory.example'
  it('allows the directory origin and data: images only', () => {
    expect(isAllowedImageUrl('https://directory.example/getWalletImage/abc', origin)).toBe(true)
    expect(isAllowedImageUrl('data:image/png;base64,iVBORw0KGgo=', origin)).toBe(true)
    expect(isAllowedImageUrl('data:image/svg+xml,%3Csvg%3E', origin)).toBe(true)
    expect(isAllowedImageUrl('https://tracker.example/pixel.png', origin)).toBe(false)
    expect(isAllowedImageUrl('https://directory.example.evil.example/x.png', origin)).toBe(false)
    expect(isAllowedImageUrl('http://directory.example/x.png', origin)).toBe(false)
    expect(isAllowedImageUrl('data:text/html,<script>', origin)).toBe(false)
    expect(isAllowedImageUrl('javascript:alert(1)', origin)).toBe(false)
    expect(isAllowedImageUrl(`data:image/png;base64,${'A'.repeat(300_000)}`, origin)).toBe(false)
    expect(isAllowedImageUrl(undefined, origin)).toBe(false)
  })
})

describe('sanitizeWalletName', () => {
  it('keeps names as plain text, without controls or direction overrides', () => {
    expect(sanitizeWalletName('MetaMask')).toBe('MetaMask')
    expect(sanitizeWalletName('  Trust\tWallet \n')).toBe('Trust Wallet')
    expect(sanitizeWalletName('Evil\u202eteliaw')).toBe('Evilteliaw')
    expect(sanitizeWalletName('Zero\u200bWidth')).toBe('ZeroWidth')
    expect(sanitizeWalletName('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>')
    expect(sanitizeWalletName('🦊 Fox')).toBe('🦊 Fox')
    expect(sanitizeWalletName('x'.repeat(150))).toHaveLength(100)
    expect(sanitizeWalletName('\u0000\u202e ')).toBeNull()
    expect(sanitizeWalletName(7)).toBeNull()
  })
})
