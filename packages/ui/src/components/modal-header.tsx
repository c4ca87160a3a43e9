import { forwardRef, type HTMLAttributes, type ReactNode, type Ref } from 'react'
import { BackIcon, CloseIcon } from '../icons/icons.js'
import { cx } from '../internal/cx.js'
import { useUiLabels } from '../labels/ui-labels.js'
import { IconButton } from './icon-button.js'
import { useModalContext } from './modal-context.js'

/** Props of {@link ModalHeader}. */
export interface ModalHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The view's title; it labels the dialog, and fades in (120 ms) when it changes. */
  title: ReactNode
  /** Shows a back button (at the inline start, its arrow mirrored in right-to-left) that calls this. */
  onBack?: (() => void) | undefined
  /** Accessible name of the back button. Default `'Back'`. */
  backLabel?: string
  /** Show the close button. Default true. */
  showClose?: boolean
  /** Accessible name of the close button. Default `'Close'`. */
  closeLabel?: string
  /** Replaces the empty slot at the inline start when there is no back button (e.g. a help button). */
  start?: ReactNode
  /**
   * Receives the title heading. It takes focus from a script (`tabIndex={-1}`), so that the
   * modal can move focus to a new view's heading when the view changes.
   */
  titleRef?: Ref<HTMLHeadingElement> | undefined
}

/**
 * The modal's top bar: back button, centred title (the dialog's accessible name) and close
 * button. The close button asks the {@link ModalShell}'s owner to close (`'close-button'`).
 */
export const ModalHeader = forwardRef<HTMLDivElement, ModalHeaderProps>(function ModalHeader(
  { title, onBack, backLabel, showClose = true, closeLabel, start, titleRef, className, ...props },
  ref,
) {
  const labels = useUiLabels()
  const { titleId, requestClose } = useModalContext('ModalHeader')
  const titleKey =
    typeof title === 'string' || typeof title === 'number' ? String(title) : undefined
  return (
    <div ref={ref} className={cx('foyer-modal-header', className)} {...props}>
      <div className="foyer-modal-header-slot">
        {onBack ? (
          <IconButton label={backLabel ?? labels.back} icon={<BackIcon />} onClick={onBack} />
        ) : (
          start
        )}
      </div>
      <h2
        key={titleKey}
        ref={titleRef}
        id={titleId}
        className="foyer-modal-title"
        tabIndex={-1}
        data-foyer-modal-title=""
      >
        {title}
      </h2>
      <div className="foyer-modal-header-slot">
        {showClose && (
          <IconButton
            label={closeLabel ?? labels.close}
            icon={<CloseIcon />}
            onClick={() => requestClose('close-button')}
          />
        )}
      </div>
    </div>
  )
})
