import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { renderIconPng } from '../extension/icon-png.js'

/** Reads a PNG's size and its RGBA pixels (filter type 0 rows, as renderIconPng writes). */
function decodePng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  let offset = 8
  let width = 0
  const idat: Buffer[] = []
  while (offset < png.length) {
    const length = png.readUInt32BE(offset)
    const type = png.toString('ascii', offset + 4, offset + 8)
    const data = png.subarray(offset + 8, offset + 8 + length)
    expect(png.readUInt32BE(offset + 8 + length)).toBe(
      zlib.crc32(png.subarray(offset + 4, offset + 8 + length)),
    )
    if (type === 'IHDR') width = data.readUInt32BE(0)
    if (type === 'IDAT') idat.push(data)
    offset += 12 + length
  }
  const raw = zlib.inflateSync(Buffer.concat(idat))
  const pixel = (x: number, y: number) => {
    const at = y * (width * 4 + 1) + 1 + x * 4
    return [...raw.subarray(at, at + 4)]
  }
  return { width, pixel }
}

describe('renderIconPng', () => {
  it.each([16, 48, 128])('paints a valid %i px PNG of the icon', (size) => {
    const { width, pixel } = decodePng(renderIconPng(size))
    expect(width).toBe(size)
    // Rounded corners are transparent; the tile is night blue; the doorway is amber.
    expect(pixel(0, 0)[3]).toBe(0)
    const scale = size / 128
    expect(pixel(Math.floor(12 * scale), Math.floor(64 * scale))).toEqual([0x1e, 0x1b, 0x4b, 255])
    expect(pixel(Math.floor(56 * scale), Math.floor(90 * scale))).toEqual([0xfb, 0xbf, 0x24, 255])
  })
})
