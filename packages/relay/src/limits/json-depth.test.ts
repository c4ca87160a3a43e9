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

describe('jsonDepthExceeds on strings with escapes', () => {
  it('skips escaped quotes and backslashes wherever they fall', () => {
    const inner = JSON.stringify('a"[[[\\"{{{\\\\[[[ \\ " ]]] end')
    expect(jsonDepthExceeds(`{"m":${inner}}`, 1)).toBe(false)
    expect(jsonDepthExceeds(`{"m":${inner},"n":[[1]]}`, 2)).toBe(true)
    expect(jsonDepthExceeds(`{"m":${inner},"n":[1]}`, 2)).toBe(false)
    // Backslashes only before the string, then a long string without any.
    expect(jsonDepthExceeds(`["\\\\","${'x'.repeat(1000)}",[[[]]]]`, 3)).toBe(true)
    // An unterminated string hides the rest; the parser refuses the text later.
    expect(jsonDepthExceeds('["abc [[[[[', 1)).toBe(false)
  })

  it('agrees with the nesting JSON.parse sees, for generated frames', () => {
    const pieces = ['[', ']', '{"k":', '}', '"s[{\\"]}"', ',', '1', '"\\\\"']
    let seed = 7
    const random = () => {
      seed = (seed * 48271) % 2147483647
      return seed / 2147483647
    }
    for (let round = 0; round < 300; round++) {
      const depth = 1 + Math.floor(random() * 6)
      let text = '0'
      for (let level = 0; level < depth; level++) {
        const noise = pieces[6 + Math.floor(random() * 2)]
        text =
          random() < 0.5
            ? `[${noise},${text}]`
            : `{"k${level}":${text},"s":"${pieces[4]?.slice(1, -1)}"}`
      }
      expect(JSON.parse(text)).toBeDefined()
      expect(jsonDepthExceeds(text, depth)).toBe(false)
      expect(jsonDepthExceeds(text, depth - 1)).toBe(true)
    }
  })
})
