import { encode } from 'uqr'

/** Error-correction level of a QR code: how much of it may be damaged or covered. */
export type QrErrorCorrection = 'L' | 'M' | 'Q' | 'H'

/** A QR code as drawn: its module grid and the SVG path of its dark modules. */
export interface QrDrawing {
  /** Modules per side, without the quiet zone. */
  size: number
  /** The square `[start, end)` in module coordinates left empty for a logo, if any. */
  logoArea: { start: number; end: number } | undefined
  /** SVG path data: one rectangle per horizontal run of dark modules. */
  path: string
}

/** Fraction of the code's side a centred logo covers (≈5% of the area; level H recovers 30%). */
export const QR_LOGO_FRACTION = 0.22

/** The centred square a logo takes: same parity as the code, so it sits exactly in the middle. */
function logoAreaOf(size: number) {
  let side = Math.floor(size * QR_LOGO_FRACTION)
  if ((size - side) % 2 !== 0) side += 1
  const start = (size - side) / 2
  return { start, end: start + side }
}

/**
 * Encodes `value` (as UTF-8, with uqr) and draws its dark modules as one SVG path, leaving
 * out the modules in the centre when a logo will cover them.
 */
export function drawQr(value: string, ecc: QrErrorCorrection, withLogo: boolean): QrDrawing {
  const { data, size } = encode(value, { ecc, border: 0 })
  const logoArea = withLogo ? logoAreaOf(size) : undefined
  const inLogo = (x: number, y: number) =>
    logoArea !== undefined &&
    x >= logoArea.start &&
    x < logoArea.end &&
    y >= logoArea.start &&
    y < logoArea.end
  const runs: string[] = []
  for (let y = 0; y < size; y++) {
    const row = data[y] ?? []
    let x = 0
    while (x < size) {
      if (!row[x] || inLogo(x, y)) {
        x++
        continue
      }
      const start = x
      while (x < size && row[x] && !inLogo(x, y)) x++
      runs.push(`M${start} ${y}h${x - start}v1h${start - x}z`)
    }
  }
  return { size, logoArea, path: runs.join('') }
}
