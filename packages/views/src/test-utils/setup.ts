import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
  for (const style of document.querySelectorAll(
    'style[data-foyer-styles], style[data-foyer-view-styles]',
  )) {
    style.remove()
  }
})
