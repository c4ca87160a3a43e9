import { defineFoyerProject } from '../../vitest.shared.js'

// Property tests (fast-check) run many cases; leave room for a loaded machine.
export default defineFoyerProject(import.meta.url, { testTimeout: 30_000 })
