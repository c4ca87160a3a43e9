import { encode } from 'uqr'

const SVG_NS = 'http://www.w3.org/2000/svg'

/** Modules of white space around the code (QR's quiet zone). */
const QUIET_ZONE = 2

/**
 * The QR code of `value` as an SVG image named `label` (one path of dark modules), drawn in the
 * frame's DOM: what it encodes (a login channel, an authenticator secret) never reaches the host.
 */
export function drawQr(doc: Document, value: string, label: string, testId: string): SVGSVGElement {
  const { data, size } = encode(value, { ecc: 'M', border: 0 })
  const side = size + 2 * QUIET_ZONE
  const svg = doc.createElementNS(SVG_NS, 'svg')
  svg.setAttribute('viewBox', `0 0 ${side} ${side}`)
  svg.setAttribute('role', 'img')
  svg.setAttribute('aria-label', label)
  svg.setAttribute('shape-rendering', 'crispEdges')
  svg.dataset.testid = testId
  const background = doc.createElementNS(SVG_NS, 'rect')
  background.setAttribute('width', String(side))
  background.setAttribute('height', String(side))
  background.setAttribute('fill', '#fff')
  const runs: string[] = []
  data.forEach((row, y) => {
    let x = 0
    while (x < size) {
      if (!row[x]) {
        x += 1
        continue
      }
      const start = x
      while (x < size && row[x]) x += 1
      runs.push(`M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h${start - x}z`)
    }
  })
  const path = doc.createElementNS(SVG_NS, 'path')
  path.setAttribute('d', runs.join(''))
  path.setAttribute('fill', '#000')
  svg.append(background, path)
  return svg
}
