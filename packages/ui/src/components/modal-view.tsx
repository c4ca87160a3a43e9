import { forwardRef, type HTMLAttributes } from 'react'
import { cx } from '../internal/cx.js'

/** Props of {@link ModalView}. */
export interface ModalViewProps extends HTMLAttributes<HTMLDivElement> {
  /** Identifies the view; a new key plays the 150 ms enter transition (SPEC §2). */
  viewKey: string
  /** `'forward'` (default) slides in from the inline end, `'back'` from the inline start. */
  direction?: 'forward' | 'back'
}

/** One view of the modal: its content enters with a short fade and slide when the view changes. */
export const ModalView = forwardRef<HTMLDivElement, ModalViewProps>(function ModalView(
  { viewKey, direction = 'forward', className, ...props },
  ref,
) {
  return (
    <div
      key={viewKey}
      ref={ref}
      className={cx('foyer-modal-view', className)}
      data-view={viewKey}
      data-direction={direction}
      {...props}
    />
  )
})
