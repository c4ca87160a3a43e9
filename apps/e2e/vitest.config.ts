import { defineFoyerProject } from '../../vitest.shared.js'

/**
 * Browser end-to-end tests: real Debian Chromium, the production build of the demo and
 * the local stack. Files run one at a time (each starts its own stack and browser).
 */
export default defineFoyerProject(import.meta.url, {
  include: ['src/**/*.{test,e2e}.ts'],
  globalSetup: ['src/harness/global-setup.ts'],
  testTimeout: 120_000,
  hookTimeout: 180_000,
  fileParallelism: false,
  maxWorkers: 1,
})
