import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  if (typeof document === 'undefined') return // a test in the node environment (server rendering)
  cleanup()
  for (const style of document.querySelectorAll('style[data-foyer-styles]')) style.remove()
})
