import { type ReactNode, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useIsomorphicLayoutEffect } from '../internal/use-isomorphic-layout-effect.js'

/** Attribute of the container element a {@link Portal} creates in `document.body`. */
export const PORTAL_ATTRIBUTE = 'data-foyer-portal'

/** Props of {@link Portal}. */
export interface PortalProps {
  children?: ReactNode
  /**
   * Where to render. By default a `<div data-foyer-portal>` is appended to `document.body`
   * on mount and removed on unmount.
   */
  container?: Element | DocumentFragment | null
}

/**
 * Renders its children outside the host app's DOM tree, so that no ancestor's overflow,
 * transform or stacking context clips the modal. Renders nothing on the server and on the
 * first client render (the container exists only after mount), so hydration matches.
 *
 * The portal keeps one container for its whole life: React's StrictMode unmounts and mounts
 * effects again at once, and a new container then would move the children, that is, unmount
 * them and mount new instances (a view would start its work twice, e.g. pair twice).
 */
export function Portal({ children, container }: PortalProps) {
  const [ownContainer, setOwnContainer] = useState<HTMLElement | null>(null)
  const element = useRef<HTMLElement | null>(null)
  useIsomorphicLayoutEffect(() => {
    if (container) return
    if (!element.current) {
      element.current = document.createElement('div')
      element.current.setAttribute(PORTAL_ATTRIBUTE, '')
    }
    const own = element.current
    document.body.appendChild(own)
    setOwnContainer(own)
    return () => own.remove()
  }, [container])
  const target = container ?? ownContainer
  return target ? createPortal(children, target) : null
}
