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
  const evm = keyBlock(doc, reveal.address, reveal.privateKey, '')
  // The Solana key derived from the same one, behind the same step-up.
  const solana =
    reveal.solanaAddress && reveal.solanaSecretKey
      ? keyBlock(doc, reveal.solanaAddress, reveal.solanaSecretKey, 'solana-')
      : []
  if (solana.length > 0) {
    const heading = doc.createElement('h2')
    heading.textContent = frameMessages.EXPORT_SOLANA_TITLE
    solana.unshift(heading)
  }
  container.replaceChildren(title, ...evm, ...solana)
}

/** One key's warning (naming the account it controls), the key as text, its copy button. */
function keyBlock(doc: Document, address: string, secret: string, idPrefix: string): HTMLElement[] {
  const warning = doc.createElement('p')
  warning.className = 'export-warning'
  warning.setAttribute('role', 'alert')
  warning.textContent = fillMessage(frameMessages.EXPORT_WARNING, { address })
  const key = doc.createElement('code')
  key.id = `${idPrefix}key`
  key.className = 'export-key'
  key.textContent = secret
  const copy = doc.createElement('button')
  copy.id = `${idPrefix}copy`
  copy.type = 'button'
  copy.textContent = frameMessages.EXPORT_COPY
  copy.addEventListener('click', () => {
    void doc.defaultView?.navigator.clipboard.writeText(secret).then(
      () => {
        copy.textContent = frameMessages.EXPORT_COPIED
      },
      () => undefined,
    )
  })
  return [warning, key, copy]
}
