import zlib from 'node:zlib'
import { ICON_SIZE, type IconShape, testWalletIconShapes } from '../src/icon.js'

function contains(shape: IconShape, x: number, y: number): boolean {
  if (shape.kind === 'circle') return (x - shape.cx) ** 2 + (y - shape.cy) ** 2 <= shape.r ** 2
  const { x: left, y: top, width, height, radius } = shape
  if (x < left || x > left + width || y < top || y > top + height) return false
  const dx = Math.max(left + radius - x, 0, x - (left + width - radius))
  const dy = Math.max(top + radius - y, 0, y - (top + height - radius))
  return dx * dx + dy * dy <= radius * radius
}

const rgbOf = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16))

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * Paints the test wallet's icon shapes into an RGBA PNG of `size` × `size` pixels, with
 * 4 × 4 supersampling for smooth edges.
 */
export function renderIconPng(size: number): Buffer {
  const samples = 4
  const scale = ICON_SIZE / size
  const raw = Buffer.alloc((size * 4 + 1) * size)
  for (let row = 0; row < size; row++) {
    raw[row * (size * 4 + 1)] = 0
    for (let column = 0; column < size; column++) {
      const sum = [0, 0, 0, 0]
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (column + (sx + 0.5) / samples) * scale
          const y = (row + (sy + 0.5) / samples) * scale
          const top = testWalletIconShapes.findLast((shape) => contains(shape, x, y))
          if (!top) continue
          const [r = 0, g = 0, b = 0] = rgbOf(top.fill)
          sum[0]! += r
          sum[1]! += g
          sum[2]! += b
          sum[3]! += 255
        }
      }
      const covered = sum[3]! / 255
      const offset = row * (size * 4 + 1) + 1 + column * 4
      raw[offset] = covered ? Math.round(sum[0]! / covered) : 0
      raw[offset + 1] = covered ? Math.round(sum[1]! / covered) : 0
      raw[offset + 2] = covered ? Math.round(sum[2]! / covered) : 0
      raw[offset + 3] = Math.round(sum[3]! / (samples * samples))
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 6, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
