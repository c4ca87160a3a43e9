import { defineFoyerProject } from '../../vitest.shared.js'

/** The demo's runtime config, and its serve script (which starts a real local stack). */
export default defineFoyerProject(import.meta.url, {
  include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 180_000,
})
