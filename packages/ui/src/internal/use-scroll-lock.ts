import { useEffect } from 'react'

let locks = 0
let savedOverflow = ''

/**
 * While `active`, stops the page behind the modal from scrolling (`overflow: hidden` on
 * `<body>`), restoring the page's own value when the last lock is released.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return
    const body = document.body
    if (locks === 0) {
      savedOverflow = body.style.overflow
      body.style.overflow = 'hidden'
    }
    locks++
    return () => {
      locks--
      if (locks === 0) body.style.overflow = savedOverflow
    }
  }, [active])
}
