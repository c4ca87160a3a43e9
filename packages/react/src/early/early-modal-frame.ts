import { type EarlyTheme, part, themedRoot } from './early-dom.js'

/** Texts of the early modal frame (the catalogue's `modal.loading` and `modal.close`). */
export interface EarlyFrameTexts {
  loading: string
  close: string
}

/** The early frame on screen. */
export interface EarlyModalFrame {
  /** Removes the frame; focus returns to the opener when `restoreFocus` is true. */
  remove(restoreFocus: boolean): void
}

const TITLE_ID = 'foyer-early-modal-title'

/**
 * `ModalLoadingShell`'s markup (through `ModalShell`, `ModalHeader`, `IconButton`, `CloseIcon`,
 * `ModalBody` and `Spinner` of `@foyer/ui`), texts and the spinner's size left out: no `style`
 * attribute in markup, which a strict `style-src` (no `'unsafe-inline'`) refuses.
 */
const FRAME_MARKUP = `<div class="foyer-overlay" data-foyer-overlay=""><div role="dialog" aria-modal="true" aria-labelledby="${TITLE_ID}" aria-busy="true" tabindex="-1" class="foyer-modal" data-testid="foyer-modal-loading" data-foyer-early=""><div class="foyer-modal-header"><div class="foyer-modal-header-slot"></div><h2 id="${TITLE_ID}" class="foyer-modal-title" tabindex="-1" data-foyer-modal-title=""></h2><div class="foyer-modal-header-slot"><button type="button" class="foyer-icon-button" data-variant="ghost" data-size="md"><span class="foyer-icon-button-icon" aria-hidden="true"><svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" focusable="false" data-foyer-icon="Close" class="foyer-icon" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18"></path></svg></span></button></div></div><div class="foyer-modal-body"><div class="foyer-modal-body-content"><div class="foyer-center"><span class="foyer-spinner" role="status"><svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><circle class="foyer-spinner-track" cx="12" cy="12" r="9" fill="none" stroke-width="3"></circle><path class="foyer-spinner-arc" d="M12 3a9 9 0 0 1 9 9" fill="none" stroke-width="3" stroke-linecap="round"></path></svg></span></div></div></div></div></div>`

/**
 * The modal's frame drawn in plain DOM, before React and the modal's code have loaded: the
 * markup and classes of `ModalLoadingShell` (backdrop, dialog labelled by its title, close
 * button, spinner), so nothing changes on screen when the client takes over. Focus moves to
 * the dialog and stays in it; Escape, the close button and a press on the backdrop call
 * `onClose`.
 */
export function showEarlyModalFrame(
  ownerDocument: Document,
  options: { texts: EarlyFrameTexts; theme: EarlyTheme; opener: HTMLElement; onClose: () => void },
): EarlyModalFrame {
  const { texts, theme, opener, onClose } = options
  const root = themedRoot(ownerDocument, theme, 'foyer-root foyer-modal-root', FRAME_MARKUP)
  const overlay = part<HTMLElement>(root, '.foyer-overlay')
  const dialog = part<HTMLElement>(root, '[role=dialog]')
  const close = part<HTMLButtonElement>(root, 'button')
  part(root, 'h2').textContent = texts.loading
  const spinner = part<HTMLElement>(root, '.foyer-spinner')
  spinner.setAttribute('aria-label', texts.loading)
  // Through the CSSOM, as `Spinner`'s `style` prop is set: allowed under a strict policy.
  spinner.style.cssText = 'width:24px;height:24px'
  close.setAttribute('aria-label', texts.close)
  close.title = texts.close

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
    } else if (event.key === 'Tab') {
      // The close button is the frame's only control: focus stays on it.
      event.preventDefault()
      close.focus()
    }
  }
  close.addEventListener('click', onClose)
  overlay.addEventListener('pointerdown', (event) => {
    if (event.target === overlay) onClose()
  })
  ownerDocument.addEventListener('keydown', onKeyDown)
  ownerDocument.body.append(root)
  dialog.focus({ preventScroll: true })

  return {
    remove(restoreFocus) {
      ownerDocument.removeEventListener('keydown', onKeyDown)
      root.remove()
      if (restoreFocus && opener.isConnected) opener.focus({ preventScroll: true })
    },
  }
}
