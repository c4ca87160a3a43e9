import { forwardRef, type HTMLAttributes, useRef, useState } from 'react'
import { cx } from '../internal/cx.js'
import { useIsomorphicLayoutEffect } from '../internal/use-isomorphic-layout-effect.js'

/** Props of {@link ModalBody}. */
export type ModalBodyProps = HTMLAttributes<HTMLDivElement>

/**
 * The modal's content area. It follows its content's height with a 150 ms transition
 * (SPEC §2), so the modal grows and shrinks smoothly when the view changes; it scrolls
 * when the content is taller than the screen allows.
 */
export const ModalBody = forwardRef<HTMLDivElement, ModalBodyProps>(function ModalBody(
  { className, children, style, ...props },
  ref,
) {
  const contentRef = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState<number>()
  useIsomorphicLayoutEffect(() => {
    const content = contentRef.current
    if (!content || typeof ResizeObserver === 'undefined') return
    const measure = () => setHeight(content.offsetHeight)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(content)
    return () => observer.disconnect()
  }, [])
  return (
    <div
      ref={ref}
      className={cx('foyer-modal-body', className)}
      style={{ height: height === undefined ? undefined : `${height}px`, ...style }}
      {...props}
    >
      <div ref={contentRef} className="foyer-modal-body-content">
        {children}
      </div>
    </div>
  )
})
