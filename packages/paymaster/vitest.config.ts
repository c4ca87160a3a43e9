import { defineFoyerProject } from '../../vitest.shared.js'

/** Integration tests start anvil and embedded Postgres: give them room on a busy machine. */
export default defineFoyerProject(import.meta.url, { testTimeout: 60_000, hookTimeout: 120_000 })
