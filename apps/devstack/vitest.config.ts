import { defineFoyerProject } from '../../vitest.shared.js'

/** Each test file that needs the stack starts one of its own (on free ports) and stops it. */
export default defineFoyerProject(import.meta.url, { testTimeout: 60_000, hookTimeout: 60_000 })
