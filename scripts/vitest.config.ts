import { defineFoyerProject } from '../vitest.shared.js'

/** The repository scripts' own logic (the release rehearsal's package checks). */
export default defineFoyerProject(import.meta.url, { include: ['**/*.test.mjs'] })
