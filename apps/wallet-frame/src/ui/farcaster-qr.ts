import { FIRST_FIELD_ATTRIBUTE } from './first-field.js'
import { drawQr } from './qr-code.js'

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
    view.append(drawQr(doc, url, texts.qrLabel, 'frame-farcaster-qr'), link, copy, note)
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
