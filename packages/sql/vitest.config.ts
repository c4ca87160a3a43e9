import { defineFoyerProject } from '../../vitest.shared.js'

/** The tests start embedded Postgres and a Postgres server: give them room on a busy machine. */
export default defineFoyerProject(import.meta.url, { testTimeout: 60_000, hookTimeout: 120_000 })
