import { useRef } from 'react'

/**
 * Whether the last navigation went forward or back, from the history's length: a shorter
 * history than before is a step back (the view enters from the inline start).
 */
export function useNavigationDirection(historyLength: number): 'forward' | 'back' {
  const previous = useRef({ length: historyLength, direction: 'forward' as 'forward' | 'back' })
  if (historyLength !== previous.current.length) {
    previous.current = {
      length: historyLength,
      direction: historyLength < previous.current.length ? 'back' : 'forward',
    }
  }
  return previous.current.direction
}
