import { describe, expect, it } from 'vitest'
import { isOriginPattern, originMatches } from './origin-pattern.js'

describe('host-origin allowlist entries', () => {
  it('match exact origins, any port of a host, and subdomains', () => {
    expect(originMatches('https://app.example', 'https://app.example')).toBe(true)
    expect(originMatches('https://app.example', 'https://app.example:444')).toBe(false)
    expect(originMatches('https://app.example', 'http://app.example')).toBe(false)
    expect(originMatches('http://127.0.0.1:*', 'http://127.0.0.1:5173')).toBe(true)
    expect(originMatches('http://127.0.0.1:*', 'http://127.0.0.1')).toBe(true)
    expect(originMatches('http://127.0.0.1:*', 'https://127.0.0.1:5173')).toBe(false)
    expect(originMatches('http://127.0.0.1:*', 'http://127.0.0.10:5173')).toBe(false)
    expect(originMatches('https://*.app.example', 'https://a.b.app.example')).toBe(true)
    expect(originMatches('https://*.app.example', 'https://app.example')).toBe(false)
    expect(originMatches('https://*.app.example', 'https://evilapp.example')).toBe(false)
    expect(originMatches('https://*.app.example', 'https://x.app.example.evil')).toBe(false)
  })

  it('accept only origin-shaped entries', () => {
    for (const good of [
      'https://app.example',
      'http://127.0.0.1:*',
      'https://*.app.example',
      'http://[::1]:*',
    ]) {
      expect(isOriginPattern(good), good).toBe(true)
    }
    for (const bad of [
      '*',
      'https://*',
      'https://app.example/',
      'https://a*.example',
      'ftp://a.example',
      'https://app.example/path',
    ]) {
      expect(isOriginPattern(bad), bad).toBe(false)
    }
  })
})
