import {
  HEADER_TEXT_ANIMATION_MS,
  MODAL_HEIGHT_ANIMATION_MS,
  MODAL_WIDTH_PX,
  SHAKE_MS,
  VIEW_TRANSITION_MS,
} from '@foyer/common'

/** Width below which the modal becomes a sheet docked at the bottom of the screen. */
const SHEET_BREAKPOINT_PX = 430

/**
 * The dialog's distance from the top of the screen. It hangs from a fixed top edge instead of
 * being centred, so when a view grows (a late section, a taller next view) only its bottom edge
 * moves: the header and every control above the new content stay where the pointer is.
 */
const MODAL_TOP_OFFSET = 'clamp(16px, 12vh, 112px)'

/** Backdrop, dialog, header, animated body and views. */
export const modalCss = /* css */ `
.foyer-overlay {
  position: fixed;
  inset: 0;
  z-index: var(--foyer-z-index);
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 16px;
  padding-block-start: ${MODAL_TOP_OFFSET};
  background: var(--foyer-color-overlay);
  animation: foyer-backdrop-in ${VIEW_TRANSITION_MS}ms ease-out;
}
.foyer-modal {
  position: relative;
  display: flex;
  flex-direction: column;
  inline-size: ${MODAL_WIDTH_PX}px;
  max-inline-size: 100%;
  max-block-size: calc(100dvh - ${MODAL_TOP_OFFSET} - 16px);
  border-radius: var(--foyer-radius-l);
  background: var(--foyer-color-bg);
  box-shadow: 0 0 0 1px var(--foyer-color-border), 0 24px 64px rgba(0, 0, 0, 0.24);
  overflow: hidden;
  animation: foyer-modal-in ${VIEW_TRANSITION_MS}ms ease-out;
}
.foyer-modal:focus, .foyer-modal:focus-visible { outline: none; }
.foyer-modal[data-shake] { animation: foyer-shake ${SHAKE_MS}ms ease-in-out; }
@media (max-width: ${SHEET_BREAKPOINT_PX}px) {
  .foyer-overlay { align-items: flex-end; padding: 0; }
  .foyer-modal {
    inline-size: 100%;
    max-block-size: calc(100dvh - 32px);
    border-end-start-radius: 0;
    border-end-end-radius: 0;
    animation-name: foyer-sheet-in;
  }
}
.foyer-modal.foyer-modal-inline {
  max-block-size: none;
  border-radius: var(--foyer-radius-l);
  animation: none;
}
.foyer-modal-header {
  display: grid;
  grid-template-columns: 40px 1fr 40px;
  align-items: center;
  gap: 8px;
  padding-block: 12px 4px;
  padding-inline: 12px;
}
.foyer-modal-header-slot { display: flex; justify-content: center; min-inline-size: 40px; }
.foyer-modal-title {
  margin: 0;
  font-size: 16px;
  font-weight: 600;
  text-align: center;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  animation: foyer-fade-in ${HEADER_TEXT_ANIMATION_MS}ms ease-out;
}
.foyer-modal-body {
  position: relative;
  overflow-x: hidden;
  overflow-y: auto;
  overscroll-behavior: contain;
  transition: height ${MODAL_HEIGHT_ANIMATION_MS}ms ease;
}
.foyer-modal-body[data-resizing] { overflow-y: hidden; }
.foyer-modal-body:focus-visible { outline-offset: -2px; }
.foyer-modal-body-content { padding-block: 8px 16px; padding-inline: 16px; }
.foyer-modal-view { animation: foyer-view-in-forward ${VIEW_TRANSITION_MS}ms ease-out; }
.foyer-modal-view[data-direction="back"] { animation-name: foyer-view-in-back; }
[dir="rtl"] .foyer-modal-view { animation-name: foyer-view-in-back; }
[dir="rtl"] .foyer-modal-view[data-direction="back"] { animation-name: foyer-view-in-forward; }
`
