import { enViews } from '@foyer/views/base'
import { type EarlyTheme, part, themedRoot } from './early-dom.js'
import { type EarlyModalFrame, showEarlyModalFrame } from './early-modal-frame.js'
import { cancelEarlyOpen, onEarlyTakeover, requestEarlyOpen } from './early-open-queue.js'

/** Options of {@link mountEarlyConnectButton}. */
export interface EarlyConnectButtonOptions extends EarlyTheme {
  /** The button's `id` (give it the one your `<ConnectButton id>` has). */
  id?: string
  /** Its class names, added to Foyer's. */
  className?: string
  /** The text. Default 'Connect Wallet' (the English catalogue's). */
  label?: string
  /** The early modal frame's title and spinner label. Default 'Loading'. */
  loadingLabel?: string
  /** The early modal frame's close button. Default 'Close'. */
  closeLabel?: string
}

/** What {@link mountEarlyConnectButton} returns. */
export interface EarlyConnectButton {
  /** The button element (enabled, in Foyer's theme). */
  button: HTMLButtonElement
  /** Removes the button (and the early frame, if it is open) without waiting for the client. */
  unmount(): void
}

/**
 * Draws Foyer's connect button in plain DOM as soon as this small module runs, before React
 * and the rest of the client have loaded: same markup, classes and theme as `ConnectButton`
 * disconnected, so the swap is invisible. A click opens the modal's frame at once (a spinner)
 * and is replayed by `FoyerProvider` when it mounts; once a provider is mounted a click opens
 * the modal directly. Put it inside the element React renders into: React's first render there
 * replaces it with the real `ConnectButton`.
 *
 * @example
 * // early.ts, a second entry loaded before the app's:
 * mountEarlyConnectButton(document.getElementById('connect-slot')!, { id: 'connect' })
 */
export function mountEarlyConnectButton(
  container: Element,
  options: EarlyConnectButtonOptions = {},
): EarlyConnectButton {
  const ownerDocument = container.ownerDocument
  const texts = {
    loading: options.loadingLabel ?? enViews.modal.loading,
    close: options.closeLabel ?? enViews.modal.close,
  }
  const root = themedRoot(
    ownerDocument,
    options,
    'foyer-root',
    '<button type="button" class="foyer-button" data-variant="primary" data-size="md" data-testid="foyer-connect-button" data-status="disconnected" data-foyer-early=""><span class="foyer-button-label"></span></button>',
  )
  root.style.cssText += 'display:inline-flex;vertical-align:middle'
  const button = part<HTMLButtonElement>(root, 'button')
  if (options.id) button.id = options.id
  if (options.className) button.className += ` ${options.className}`
  part(button, 'span').textContent = options.label ?? enViews.buttons.connect

  let frame: EarlyModalFrame | undefined
  const closeFrame = (restoreFocus: boolean) => {
    frame?.remove(restoreFocus)
    frame = undefined
  }
  const stopWatching = onEarlyTakeover(() => {
    closeFrame(false)
    stopWatching()
  })
  button.addEventListener('click', () => {
    if (!requestEarlyOpen() || frame) return
    frame = showEarlyModalFrame(ownerDocument, {
      texts,
      theme: options,
      opener: button,
      onClose: () => {
        cancelEarlyOpen()
        closeFrame(true)
      },
    })
  })
  container.append(root)
  return {
    button,
    unmount() {
      stopWatching()
      closeFrame(false)
      root.remove()
    },
  }
}
