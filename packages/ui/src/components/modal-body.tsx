import { MODAL_HEIGHT_ANIMATION_MS } from '@foyer/common'
import { forwardRef, type HTMLAttributes, useRef, useState } from 'react'
import { useComposedRefs } from '../internal/compose-refs.js'
import { cx } from '../internal/cx.js'
import { useIsomorphicLayoutEffect } from '../internal/use-isomorphic-layout-effect.js'

/** Props of {@link ModalBody}. */
export type ModalBodyProps = HTMLAttributes<HTMLDivElement>

/**
 * The modal's content area. It follows its content's height with a 150 ms transition
 * (SPEC §2), so the modal grows and shrinks smoothly when the view changes; it scrolls
 * when the content is taller than the screen allows. While the height changes it does not
 * scroll (the content briefly overflows the animating box), and once settled, a body that
 * really scrolls is a tab stop, so that keyboard users can scroll it even when its content
 * has nothing focusable (a loading view, a long notice).
 */
export const ModalBody = forwardRef<HTMLDivElement, ModalBodyProps>(function ModalBody(
  { className, children, style, ...props },
  ref,
) {
  const bodyRef = useRef<HTMLDivElement>(null)
  const composedRef = useComposedRefs(ref, bodyRef)
  const contentRef = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState<number>()
  const [resizing, setResizing] = useState(false)
  const [scrollable, setScrollable] = useState(false)
  useIsomorphicLayoutEffect(() => {
    const content = contentRef.current
    if (!content || typeof ResizeObserver === 'undefined') return
    let settle: ReturnType<typeof setTimeout> | undefined
    let last: number | undefined
    const measure = () => {
      const next = content.offsetHeight
      setHeight(next)
      if (last !== undefined && last !== next) setResizing(true)
      last = next
      clearTimeout(settle)
      settle = setTimeout(() => {
        setResizing(false)
        const body = bodyRef.current
        setScrollable(body !== null && body.scrollHeight > body.clientHeight + 1)
      }, MODAL_HEIGHT_ANIMATION_MS + 20)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(content)
    return () => {
      observer.disconnect()
      clearTimeout(settle)
    }
  }, [])
  return (
    <div
      ref={composedRef}
      className={cx('foyer-modal-body', className)}
      style={{ height: height === undefined ? undefined : `${height}px`, ...style }}
      data-resizing={resizing ? '' : undefined}
      tabIndex={scrollable ? 0 : undefined}
      {...props}
    >
      <div ref={contentRef} className="foyer-modal-body-content">
        {children}
      </div>
    </div>
  )
})
