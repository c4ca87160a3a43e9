// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { getDefaultStorageBackend } from './backend.js'

describe('default backend in a browser', () => {
  it('is localStorage when it works', () => {
    const backend = getDefaultStorageBackend()
    backend.setItem('foyer:test:key', '1')
    expect(localStorage.getItem('foyer:test:key')).toBe('1')
    localStorage.removeItem('foyer:test:key')
  })

  it('falls back to memory when localStorage throws', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError')
      },
    })
    try {
      const backend = getDefaultStorageBackend()
      backend.setItem('k', 'v')
      expect(backend.getItem('k')).toBe('v')
    } finally {
      if (original) Object.defineProperty(globalThis, 'localStorage', original)
    }
  })
})
