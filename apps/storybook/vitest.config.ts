import { defineFoyerProject } from '../../vitest.shared.js'

/**
 * The visual regression suite: every story of @foyer/ui and @foyer/views, rendered from the
 * built Storybook (storybook-static) in Debian Chromium and compared with the committed
 * reference images in visual-references/. `pnpm visual:update` rewrites the references.
 */
export default defineFoyerProject(import.meta.url, {
  include: ['src/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Stories of one mode render on three pages at once (visual.test.ts: PAGES_PER_MODE).
  maxConcurrency: 3,
})
