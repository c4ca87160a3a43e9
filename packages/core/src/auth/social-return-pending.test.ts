import { afterEach, describe, expect, it, vi } from 'vitest'
import { addressMayCarrySocialReturn } from './social-return-pending.js'

describe('addressMayCarrySocialReturn (the cheap check before loading the return code)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('is true only when the query has result_uri', () => {
    expect(addressMayCarrySocialReturn('?result_uri=https%3A%2F%2Fframe.example%2F')).toBe(true)
    expect(addressMayCarrySocialReturn('?tab=2&result_uri=x')).toBe(true)
    expect(addressMayCarrySocialReturn('?tab=2')).toBe(false)
    expect(addressMayCarrySocialReturn('')).toBe(false)
  })

  it("reads the page's location, and is false outside a browser", () => {
    expect(addressMayCarrySocialReturn()).toBe(false)
    vi.stubGlobal('location', { search: '?result_uri=x' })
    expect(addressMayCarrySocialReturn()).toBe(true)
  })
})
