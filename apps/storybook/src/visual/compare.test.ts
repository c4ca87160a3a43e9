import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { comparePngs, MAX_DIFF_PIXELS } from './compare.js'

/** A 64×64 white PNG with `changed` pixels (from the top-left, row by row, inside a 2-pixel
 * margin) painted black. */
function png(changed = 0, size = { width: 64, height: 64 }): Buffer {
  const image = new PNG(size)
  image.data.fill(255)
  const inner = size.width - 4
  for (let n = 0; n < changed; n++) {
    const x = 2 + (n % inner)
    const y = 2 + Math.floor(n / inner)
    const offset = (y * size.width + x) * 4
    image.data[offset] = 0
    image.data[offset + 1] = 0
    image.data[offset + 2] = 0
  }
  return PNG.sync.write(image)
}

describe('comparePngs', () => {
  it('accepts an identical image', () => {
    expect(comparePngs(png(), png())).toEqual({ same: true, diffPixels: 0 })
  })

  it('accepts a change of exactly the allowed number of pixels', () => {
    const comparison = comparePngs(png(), png(MAX_DIFF_PIXELS))
    expect(comparison).toEqual({ same: true, diffPixels: MAX_DIFF_PIXELS })
  })

  it('fails a change one pixel beyond the threshold, with a diff image marking it', () => {
    const comparison = comparePngs(png(), png(MAX_DIFF_PIXELS + 1))
    expect(comparison.same).toBe(false)
    expect(comparison.diffPixels).toBe(MAX_DIFF_PIXELS + 1)
    if (comparison.same) return
    expect(comparison.reason).toBe(`${MAX_DIFF_PIXELS + 1} pixels differ (at most 20 may)`)
    const diff = PNG.sync.read(comparison.diffPng!)
    // pixelmatch paints changed pixels red.
    const offset = (2 * diff.width + 2) * 4
    expect([...diff.data.subarray(offset, offset + 3)]).toEqual([255, 0, 0])
  })

  it('fails a faint colour change on one pixel only when it passes the colour threshold', () => {
    const faint = PNG.sync.read(png())
    faint.data[0] = 250 // a barely visible tint: below the colour threshold
    expect(comparePngs(png(), PNG.sync.write(faint), { maxDiffPixels: 0 }).same).toBe(true)
    faint.data[0] = 120
    expect(comparePngs(png(), PNG.sync.write(faint), { maxDiffPixels: 0 }).same).toBe(false)
  })

  it('fails a change of size without comparing pixels', () => {
    const comparison = comparePngs(png(), png(0, { width: 64, height: 65 }))
    expect(comparison).toMatchObject({ same: false, reason: 'size changed from 64×64 to 64×65' })
  })
})
