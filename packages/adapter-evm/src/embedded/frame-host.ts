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

/** Edge markers of the frame: where Tab and Shift+Tab land when they leave the frame. */
const EDGE_STYLE: Partial<CSSStyleDeclaration> = {
  position: 'fixed',
  top: '0',
  left: '0',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
}

let frameCount = 0

/** What the frame may use, each for its own origin only (the default allowlist: src). */
export const FRAME_PERMISSIONS =
  'publickey-credentials-get; publickey-credentials-create; clipboard-write'

/**
 * The embedded wallet's iframe in the host page: created once, never moved in the DOM (that
 * would reload it). Hidden until a view needs it (an approval, the code field, the Farcaster
 * QR code); then it is laid over the view's slot and follows it while it moves. The slot
 * names it with `aria-owns` and the frame takes the focus, so that the modal's focus trap
 * (`@foyer/ui`) keeps it in the dialog's Tab cycle; two edge markers around it tell the trap
 * that Tab or Shift+Tab left it.
 */
export class FrameHost {
  readonly iframe: HTMLIFrameElement
  private readonly edges: readonly [HTMLElement, HTMLElement]
  private target: Element | undefined
  private frameRequest: number | undefined

  constructor(src: string, doc: Document = document) {
    const iframe = doc.createElement('iframe')
    frameCount += 1
    iframe.id = `foyer-embedded-wallet-frame-${frameCount}`
    iframe.src = src
    iframe.title = 'Foyer embedded wallet'
    // Passkeys (WebAuthn, a step-up asked in the frame) and their PRF in the frame's own origin,
    // and the Farcaster QR view's own "Copy link" button (the link stays in the frame). One
    // assignment: `allow` is one policy, a second assignment replaces the first.
    iframe.allow = FRAME_PERMISSIONS
    iframe.dataset.testid = 'foyer-embedded-wallet-frame'
    iframe.setAttribute('aria-hidden', 'true')
    iframe.tabIndex = -1
    Object.assign(iframe.style, HIDDEN_STYLE)
    const edge = (side: 'before' | 'after') => {
      const marker = doc.createElement('span')
      marker.dataset.foyerFrameEdge = side
      marker.dataset.foyerFrameId = iframe.id
      marker.tabIndex = -1
      Object.assign(marker.style, EDGE_STYLE)
      return marker
    }
    this.edges = [edge('before'), edge('after')]
    doc.body.append(this.edges[0], iframe, this.edges[1])
    this.iframe = iframe
  }

  /**
   * Lays the frame over `target` and focuses it (the frame then focuses its own first field,
   * never an approval's buttons), or hides it with undefined.
   */
  show(target: Element | undefined): void {
    const previous = this.target
    this.target = target
    if (previous && previous !== target) disown(previous, this.iframe.id)
    if (!target) {
      this.stopFollowing()
      const hadFocus = this.iframe.ownerDocument.activeElement === this.iframe
      Object.assign(this.iframe.style, HIDDEN_STYLE)
      this.iframe.setAttribute('aria-hidden', 'true')
      this.setTabbable(false)
      if (hadFocus) this.iframe.blur()
      return
    }
    this.iframe.removeAttribute('aria-hidden')
    this.setTabbable(true)
    own(target, this.iframe.id)
    Object.assign(this.iframe.style, { visibility: 'visible', pointerEvents: 'auto' })
    this.follow()
    if (previous !== target) this.iframe.focus({ preventScroll: true })
  }

  /** Removes the iframe from the page. */
  remove(): void {
    this.stopFollowing()
    if (this.target) disown(this.target, this.iframe.id)
    this.iframe.remove()
    for (const marker of this.edges) marker.remove()
  }

  private setTabbable(tabbable: boolean): void {
    this.iframe.tabIndex = tabbable ? 0 : -1
    for (const marker of this.edges) marker.tabIndex = tabbable ? 0 : -1
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

/** Adds `id` to `owner`'s `aria-owns`. */
function own(owner: Element, id: string): void {
  const ids = new Set((owner.getAttribute('aria-owns') ?? '').split(/\s+/).filter(Boolean))
  ids.add(id)
  owner.setAttribute('aria-owns', [...ids].join(' '))
}

/** Removes `id` from `owner`'s `aria-owns`. */
function disown(owner: Element, id: string): void {
  const ids = (owner.getAttribute('aria-owns') ?? '').split(/\s+/).filter((i) => i && i !== id)
  if (ids.length > 0) owner.setAttribute('aria-owns', ids.join(' '))
  else owner.removeAttribute('aria-owns')
}
