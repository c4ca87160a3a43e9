import { defineConfig } from 'vitest/config'

/**
 * Every workspace folder with a vitest.config.ts is a project. The browser end-to-end
 * project (apps/e2e) runs on its own, after the build: `vitest run --project e2e`.
 */
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'scripts/vitest.config.ts',
      '!apps/e2e/vitest.config.ts',
    ],
    reporters: ['default'],
  },
})
