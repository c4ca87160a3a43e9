import { describe, expect, it } from 'vitest'
import { jsonDepthExceeds } from './json-depth.js'

describe('jsonDepthExceeds', () => {
  it('counts nesting of arrays and objects, not brackets inside strings', () => {
    expect(jsonDepthExceeds('{"a":[{"b":1}]}', 3)).toBe(false)
    expect(jsonDepthExceeds('{"a":[{"b":[1]}]}', 3)).toBe(true)
    expect(jsonDepthExceeds('{"a":"[[[[{{{{\\"[[["}', 1)).toBe(false)
    expect(jsonDepthExceeds('"\\\\"[[', 1)).toBe(true)
  })

  it('judges a 2 MB hostile frame in a few milliseconds, where JSON.parse spends far longer', () => {
    // Built through a Buffer, as frames arrive: flat strings, not ropes.
    const hostile = Buffer.from(`${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`).toString()
    const flat = Buffer.from(`[${'1,'.repeat(999_999)}1]`).toString()
    let started = performance.now()
    expect(jsonDepthExceeds(hostile, 16)).toBe(true)
    expect(performance.now() - started).toBeLessThan(50)
    started = performance.now()
    expect(jsonDepthExceeds(flat, 16)).toBe(false)
    expect(performance.now() - started).toBeLessThan(200)
  })
})
