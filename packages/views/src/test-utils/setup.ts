import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Waits poll for up to 10 s: the machine may be loaded.
configure({ asyncUtilTimeout: 10_000 })

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
  for (const style of document.querySelectorAll(
    'style[data-foyer-styles], style[data-foyer-view-styles]',
  )) {
    style.remove()
  }
})
