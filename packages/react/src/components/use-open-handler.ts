import type { OpenModalParams } from '@foyer/core'
import type { MouseEvent } from 'react'
import { useFoyer } from '../hooks/use-foyer.js'

/**
 * A click handler that calls the host's `onClick` first, then opens the modal (on the view
 * `params()` gives) unless the host prevented the default.
 */
export function useOpenHandler(
  onClick: ((event: MouseEvent<HTMLButtonElement>) => void) | undefined,
  params: () => OpenModalParams | undefined,
): (event: MouseEvent<HTMLButtonElement>) => void {
  const { open } = useFoyer()
  return (event) => {
    onClick?.(event)
    if (!event.defaultPrevented) void open(params())
  }
}
