import { defineFoyerProject } from '../../vitest.shared.js'

/** The bench's own logic (sizes, budgets, the benchmark runner) — not the benchmark itself. */
export default defineFoyerProject(import.meta.url, {
  include: ['scripts/**/*.test.mjs'],
  testTimeout: 60_000,
})
