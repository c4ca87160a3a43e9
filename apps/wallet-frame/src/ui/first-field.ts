/** The attribute that marks the element the frame focuses when it gets the focus. */
export const FIRST_FIELD_ATTRIBUTE = 'data-first-field'

/**
 * Focuses the frame's first field (the code input, the Farcaster link: marked with
 * {@link FIRST_FIELD_ATTRIBUTE}) whenever the frame's window gets the focus with nothing in
 * it focused: the host focuses the frame when it lays it over a view, and a field focused
 * while the frame was still hidden did not take it. Never an approval's buttons: they carry
 * no mark (issue 31: nothing there is autofocused).
 */
export function focusFirstFieldOnEntry(win: Window): void {
  const doc = win.document
  win.addEventListener('focus', () => {
    if (doc.activeElement && doc.activeElement !== doc.body) return
    doc.querySelector<HTMLElement>(`[${FIRST_FIELD_ATTRIBUTE}]`)?.focus()
  })
}
