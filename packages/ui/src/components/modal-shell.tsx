import {
  forwardRef,
  type HTMLAttributes,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useComposedRefs } from '../internal/compose-refs.js'
import { cx } from '../internal/cx.js'
import { useFocusTrap } from '../internal/use-focus-trap.js'
import { useScrollLock } from '../internal/use-scroll-lock.js'
import { ThemeRoot } from '../theme/theme-root.js'
import { type ModalCloseReason, ModalContext } from './modal-context.js'
import { Portal } from './portal.js'

/** Props of {@link ModalShell}. */
export interface ModalShellProps extends HTMLAttributes<HTMLDivElement> {
  /** Whether the modal is shown (controlled: the shell never closes itself). */
  open: boolean
  /**
   * Called when the user asks to close: Escape, the close button, or a press on the
   * backdrop. The owner decides whether to close (it may be blocked, SPEC §2).
   */
  onRequestClose?: (reason: ModalCloseReason) => void
  /** Called first on Escape; `event.preventDefault()` stops `onRequestClose`. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void
  /** Called first on a press on the backdrop; `event.preventDefault()` stops `onRequestClose`. */
  onPointerDownOutside?: (event: ReactPointerEvent<HTMLDivElement>) => void
  /** Element to focus when the modal opens; the dialog itself by default. */
  initialFocus?: RefObject<HTMLElement | null>
  /** Where the portal renders; a new element in `document.body` by default. */
  container?: Element | DocumentFragment | null
  /** Plays the shake animation (SPEC §4: the owner resets the flag after 500 ms). */
  shake?: boolean
  /** Stop the page behind from scrolling while open. Default true. */
  lockScroll?: boolean
}

/**
 * The modal's frame: a portal with a backdrop and a centred 360 px dialog (`role="dialog"`,
 * `aria-modal`, labelled by its {@link ModalHeader}'s title). Focus is trapped inside while
 * open and returns to the opener on close; Escape and backdrop presses ask the owner to
 * close. Put a {@link ModalHeader} and a {@link ModalBody} inside.
 */
export const ModalShell = forwardRef<HTMLDivElement, ModalShellProps>(function ModalShell(
  {
    open,
    onRequestClose,
    onEscapeKeyDown,
    onPointerDownOutside,
    initialFocus,
    container,
    shake = false,
    lockScroll = true,
    className,
    children,
    ...props
  },
  forwardedRef,
) {
  // A state, not a ref: the dialog mounts a render after `open` turns true (the portal's
  // container is created first), and the focus trap must run again when it does.
  const [dialog, setDialog] = useState<HTMLDivElement | null>(null)
  const ref = useComposedRefs(setDialog, forwardedRef)
  const titleId = `foyer-modal-title-${useId().replace(/[^a-zA-Z0-9_-]/g, '_')}`
  const handlers = useRef({ onRequestClose, onEscapeKeyDown })
  handlers.current = { onRequestClose, onEscapeKeyDown }

  useFocusTrap(dialog, open, { initialFocus })
  useScrollLock(open && lockScroll)

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      handlers.current.onEscapeKeyDown?.(event)
      if (event.defaultPrevented) return
      event.preventDefault()
      handlers.current.onRequestClose?.('escape')
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  const context = useMemo(
    () => ({
      titleId,
      requestClose: (reason: ModalCloseReason) => handlers.current.onRequestClose?.(reason),
    }),
    [titleId],
  )

  if (!open) return null
  return (
    <Portal container={container}>
      <ThemeRoot className="foyer-modal-root">
        <div
          className="foyer-overlay"
          data-foyer-overlay=""
          onPointerDown={(event) => {
            if (event.target !== event.currentTarget) return
            onPointerDownOutside?.(event)
            if (!event.defaultPrevented) context.requestClose('outside')
          }}
        >
          <ModalContext.Provider value={context}>
            <div
              ref={ref}
              role="dialog"
              aria-modal="true"
              aria-labelledby={titleId}
              tabIndex={-1}
              className={cx('foyer-modal', className)}
              data-shake={shake || undefined}
              {...props}
            >
              {children}
            </div>
          </ModalContext.Provider>
        </div>
      </ThemeRoot>
    </Portal>
  )
})
