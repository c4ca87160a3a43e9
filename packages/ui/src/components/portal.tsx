import { type ReactNode, useState } from 'react'
import { createPortal } from 'react-dom'
import { useIsomorphicLayoutEffect } from '../internal/use-isomorphic-layout-effect.js'

/** Attribute of the container element a {@link Portal} creates in `document.body`. */
export const PORTAL_ATTRIBUTE = 'data-foyer-portal'

/** Props of {@link Portal}. */
export interface PortalProps {
  children?: ReactNode
  /**
   * Where to render. By default a new `<div data-foyer-portal>` is appended to
   * `document.body` on mount and removed on unmount.
   */
  container?: Element | DocumentFragment | null
}

/**
 * Renders its children outside the host app's DOM tree, so that no ancestor's overflow,
 * transform or stacking context clips the modal. Renders nothing on the server and on the
 * first client render (the container exists only after mount), so hydration matches.
 */
export function Portal({ children, container }: PortalProps) {
  const [ownContainer, setOwnContainer] = useState<HTMLElement | null>(null)
  useIsomorphicLayoutEffect(() => {
    if (container) return
    const element = document.createElement('div')
    element.setAttribute(PORTAL_ATTRIBUTE, '')
    document.body.appendChild(element)
    setOwnContainer(element)
    return () => {
      element.remove()
      setOwnContainer(null)
    }
  }, [container])
  const target = container ?? ownContainer
  return target ? createPortal(children, target) : null
}
