import { forwardRef, type HTMLAttributes, useId, useMemo, useRef } from 'react'
import { cx } from '../internal/cx.js'
import { ThemeRoot } from '../theme/theme-root.js'
import { type ModalCloseReason, ModalContext } from './modal-context.js'

/** Props of {@link InlineShell}. */
export interface InlineShellProps extends HTMLAttributes<HTMLElement> {
  /** Called when the user presses the header's close button; the owner decides what it does. */
  onRequestClose?: (reason: ModalCloseReason) => void
  /** Plays the shake animation (SPEC §4: the owner resets the flag after 500 ms). */
  shake?: boolean
}

/**
 * The modal's content as part of the page (embedded mode): the same 360 px card and header as
 * {@link ModalShell}, in place, as a labelled region — no portal, no backdrop, no focus trap,
 * no scroll lock, so the page around it stays usable. Put a {@link ModalHeader} and a
 * {@link ModalBody} inside.
 */
export const InlineShell = forwardRef<HTMLElement, InlineShellProps>(function InlineShell(
  { onRequestClose, shake = false, className, children, ...props },
  ref,
) {
  const titleId = `foyer-inline-title-${useId().replace(/[^a-zA-Z0-9_-]/g, '_')}`
  const handler = useRef(onRequestClose)
  handler.current = onRequestClose
  const context = useMemo(
    () => ({
      titleId,
      requestClose: (reason: ModalCloseReason) => handler.current?.(reason),
    }),
    [titleId],
  )
  return (
    <ThemeRoot className="foyer-inline-root">
      <ModalContext.Provider value={context}>
        <section
          ref={ref}
          aria-labelledby={titleId}
          tabIndex={-1}
          className={cx('foyer-modal', 'foyer-modal-inline', className)}
          data-shake={shake || undefined}
          {...props}
        >
          {children}
        </section>
      </ModalContext.Provider>
    </ThemeRoot>
  )
})
