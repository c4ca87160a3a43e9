import { encode } from 'uqr'
import { FIRST_FIELD_ATTRIBUTE } from './first-field.js'

const SVG_NS = 'http://www.w3.org/2000/svg'

/** Modules of white space around the code (QR's quiet zone). */
const QUIET_ZONE = 2

/** The texts the host asks the QR view to show (in the modal's language). */
export type FarcasterQrTexts = {
  qrLabel: string
  openLabel: string
  copyLabel: string
  copiedLabel: string
  copyFailedLabel: string
}

/**
 * The Farcaster channel's QR code, "open in Farcaster" link and copy button, in the frame's
 * own DOM: the channel URL carries the token that completes the login, so it is drawn here,
 * in the frame's origin, and never handed to the host page.
 */
export class FarcasterQr {
  private view: HTMLElement | undefined

  constructor(
    private readonly root: HTMLElement,
    private readonly clipboard: Pick<Clipboard, 'writeText'> | undefined = globalThis.navigator
      ?.clipboard,
  ) {}

  /** Shows the QR code of `url` with its link and copy button; replaces one shown before. */
  show(url: string, texts: FarcasterQrTexts): void {
    const doc = this.root.ownerDocument
    const view = doc.createElement('div')
    view.className = 'farcaster-qr'
    view.dataset.testid = 'frame-farcaster'
    const link = doc.createElement('a')
    link.href = url
    link.target = '_blank'
    link.rel = 'noopener noreferrer'
    link.className = 'button primary'
    link.textContent = texts.openLabel
    link.dataset.testid = 'frame-farcaster-open'
    link.setAttribute(FIRST_FIELD_ATTRIBUTE, '')
    const copy = doc.createElement('button')
    copy.type = 'button'
    copy.textContent = texts.copyLabel
    copy.dataset.testid = 'frame-farcaster-copy'
    const note = doc.createElement('p')
    note.className = 'farcaster-note'
    note.setAttribute('role', 'status')
    copy.addEventListener('click', () => {
      const written = this.clipboard?.writeText(url) ?? Promise.reject(new Error('no clipboard'))
      written.then(
        () => {
          note.textContent = texts.copiedLabel
        },
        () => {
          note.textContent = texts.copyFailedLabel
        },
      )
    })
    view.append(drawQr(doc, url, texts.qrLabel), link, copy, note)
    this.root.replaceChildren(view)
    this.view = view
    link.focus()
  }

  /** Removes the QR code (the login ended or the host's view went away). */
  hide(): void {
    this.view?.remove()
    this.view = undefined
  }
}

/** The QR code of `value` as an SVG image named `label` (one path of dark modules). */
function drawQr(doc: Document, value: string, label: string): SVGSVGElement {
  const { data, size } = encode(value, { ecc: 'M', border: 0 })
  const side = size + 2 * QUIET_ZONE
  const svg = doc.createElementNS(SVG_NS, 'svg')
  svg.setAttribute('viewBox', `0 0 ${side} ${side}`)
  svg.setAttribute('role', 'img')
  svg.setAttribute('aria-label', label)
  svg.setAttribute('shape-rendering', 'crispEdges')
  svg.dataset.testid = 'frame-farcaster-qr'
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
