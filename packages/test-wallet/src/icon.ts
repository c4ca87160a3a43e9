/** One filled shape of the icon, in a 128 × 128 box. */
export type IconShape =
  | {
      kind: 'rect'
      x: number
      y: number
      width: number
      height: number
      radius: number
      fill: string
    }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill: string }

/** The icon's size in its own units. */
export const ICON_SIZE = 128

/**
 * The test wallet's icon, painted in order: a night-blue tile, a lit doorway (a foyer)
 * with its knob and threshold, and a red "test" badge in the corner.
 */
export const testWalletIconShapes: readonly IconShape[] = [
  { kind: 'rect', x: 0, y: 0, width: 128, height: 128, radius: 28, fill: '#1e1b4b' },
  { kind: 'circle', cx: 64, cy: 50, r: 24, fill: '#fbbf24' },
  { kind: 'rect', x: 40, y: 50, width: 48, height: 54, radius: 0, fill: '#fbbf24' },
  { kind: 'circle', cx: 77, cy: 80, r: 4, fill: '#1e1b4b' },
  { kind: 'rect', x: 26, y: 104, width: 76, height: 8, radius: 4, fill: '#fbbf24' },
  { kind: 'circle', cx: 106, cy: 22, r: 14, fill: '#ef4444' },
]

const toSvgElement = (shape: IconShape) =>
  shape.kind === 'circle'
    ? `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}" fill="${shape.fill}"/>`
    : `<rect x="${shape.x}" y="${shape.y}" width="${shape.width}" height="${shape.height}" rx="${shape.radius}" fill="${shape.fill}"/>`

/** The icon as SVG markup. */
export function testWalletIconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ICON_SIZE} ${ICON_SIZE}">${testWalletIconShapes.map(toSvgElement).join('')}</svg>`
}

/** The icon as a `data:image/svg+xml;base64,` URI, as EIP-6963 asks. */
export const testWalletIcon = `data:image/svg+xml;base64,${btoa(testWalletIconSvg())}`
