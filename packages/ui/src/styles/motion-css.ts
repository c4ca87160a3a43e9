/**
 * Keyframes, and the reduced-motion rule that turns every animation and transition off.
 *
 * The modal's content shows in the first frame after the click: the backdrop fades its colour
 * (not its opacity, which would hide the dialog inside it), the dialog only moves into place,
 * and a view fades from half opacity. Fading any of them from 0 kept the wallet list
 * invisible for two more frames (about 35 ms in `pnpm bench`).
 */
export const motionCss = /* css */ `
@keyframes foyer-spin { to { transform: rotate(360deg); } }
@keyframes foyer-fade-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes foyer-backdrop-in { from { background-color: transparent; } }
@keyframes foyer-modal-in {
  from { transform: translateY(8px) scale(0.98); }
  to { transform: none; }
}
@keyframes foyer-sheet-in { from { transform: translateY(100%); } to { transform: none; } }
@keyframes foyer-view-in-forward {
  from { opacity: 0.5; transform: translateX(12px); }
  to { opacity: 1; transform: none; }
}
@keyframes foyer-view-in-back {
  from { opacity: 0.5; transform: translateX(-12px); }
  to { opacity: 1; transform: none; }
}
@keyframes foyer-toast-in {
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
}
@keyframes foyer-shake {
  10%, 90% { transform: translateX(-1px); }
  20%, 80% { transform: translateX(2px); }
  30%, 50%, 70% { transform: translateX(-4px); }
  40%, 60% { transform: translateX(4px); }
}
@media (prefers-reduced-motion: reduce) {
  .foyer-root, .foyer-root *, .foyer-root *::before, .foyer-root *::after {
    animation: none !important;
    transition: none !important;
    scroll-behavior: auto !important;
  }
}
`
