import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { loadConnectedViews } from '../modal/view-registry.js'

// The connected views (Account, Networks, …) are a chunk of their own, loaded once an account
// connects; loaded up front here, so that tests render them in the same task as the rest.
await loadConnectedViews()

// Waits poll for up to 10 s: the machine may be loaded.
configure({ asyncUtilTimeout: 10_000 })

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
  for (const style of document.querySelectorAll(
    'style[data-foyer-styles], style[data-foyer-view-styles], style[data-foyer-connected-styles]',
  )) {
    style.remove()
  }
})
