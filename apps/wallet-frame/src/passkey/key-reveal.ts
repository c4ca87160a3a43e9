import { fillMessage, frameMessages } from '../ui/messages.js'
import type { KeyReveal } from './passkey-messages.js'

/**
 * Shows an exported key in the passkey popup (a top-level window on the frame's origin): a
 * warning, the key as text the user can select, and a copy button. The key goes nowhere else:
 * not to the opener, not to storage.
 */
export function showKeyReveal(container: HTMLElement, reveal: KeyReveal): void {
  const doc = container.ownerDocument
  const title = doc.createElement('h1')
  title.textContent = frameMessages.EXPORT_TITLE
  const warning = doc.createElement('p')
  warning.className = 'export-warning'
  warning.setAttribute('role', 'alert')
  warning.textContent = fillMessage(frameMessages.EXPORT_WARNING, { address: reveal.address })
  const key = doc.createElement('code')
  key.id = 'key'
  key.className = 'export-key'
  key.textContent = reveal.privateKey
  const copy = doc.createElement('button')
  copy.id = 'copy'
  copy.type = 'button'
  copy.textContent = frameMessages.EXPORT_COPY
  copy.addEventListener('click', () => {
    void doc.defaultView?.navigator.clipboard.writeText(reveal.privateKey).then(
      () => {
        copy.textContent = frameMessages.EXPORT_COPIED
      },
      () => undefined,
    )
  })
  container.replaceChildren(title, warning, key, copy)
}
