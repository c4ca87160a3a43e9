/** The z-index of the frame while shown: above the modal (whose default is 1000). */
const FRAME_Z_INDEX = '2147483000'

const HIDDEN_STYLE: Partial<CSSStyleDeclaration> = {
  position: 'fixed',
  top: '0',
  left: '0',
  width: '0',
  height: '0',
  border: '0',
  visibility: 'hidden',
  pointerEvents: 'none',
  zIndex: FRAME_Z_INDEX,
  colorScheme: 'normal',
}

/**
 * The embedded wallet's iframe in the host page: created once, never moved in the DOM (that
 * would reload it). Hidden until an approval needs it; then it is laid over the
 * ApproveTransaction view's placeholder and follows it while it moves.
 */
export class FrameHost {
  readonly iframe: HTMLIFrameElement
  private target: Element | undefined
  private frameRequest: number | undefined

  constructor(src: string, doc: Document = document) {
    const iframe = doc.createElement('iframe')
    iframe.src = src
    iframe.title = 'Foyer embedded wallet'
    // Passkeys (WebAuthn) and their PRF in the frame's own origin (the default allowlist: src).
    iframe.allow = 'publickey-credentials-get; publickey-credentials-create'
    iframe.dataset.testid = 'foyer-embedded-wallet-frame'
    iframe.setAttribute('aria-hidden', 'true')
    iframe.tabIndex = -1
    Object.assign(iframe.style, HIDDEN_STYLE)
    doc.body.appendChild(iframe)
    this.iframe = iframe
  }

  /** Lays the frame over `target`, or hides it with undefined. */
  show(target: Element | undefined): void {
    this.target = target
    if (!target) {
      this.stopFollowing()
      Object.assign(this.iframe.style, HIDDEN_STYLE)
      this.iframe.setAttribute('aria-hidden', 'true')
      this.iframe.tabIndex = -1
      return
    }
    this.iframe.removeAttribute('aria-hidden')
    this.iframe.tabIndex = 0
    Object.assign(this.iframe.style, { visibility: 'visible', pointerEvents: 'auto' })
    this.follow()
  }

  /** Removes the iframe from the page. */
  remove(): void {
    this.stopFollowing()
    this.iframe.remove()
  }

  private follow(): void {
    const target = this.target
    if (!target) return
    if (!target.isConnected) {
      this.show(undefined)
      return
    }
    const rect = target.getBoundingClientRect()
    Object.assign(this.iframe.style, {
      top: `${rect.top}px`,
      left: `${rect.left}px`,
      width: `${rect.width}px`,
      height: `${rect.height}px`,
    })
    const win = this.iframe.ownerDocument.defaultView
    this.frameRequest = win?.requestAnimationFrame(() => this.follow())
  }

  private stopFollowing(): void {
    if (this.frameRequest !== undefined) {
      this.iframe.ownerDocument.defaultView?.cancelAnimationFrame(this.frameRequest)
    }
    this.frameRequest = undefined
  }
}
