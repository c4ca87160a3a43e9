import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildUnlessPresent } from './example-html.js'
import { type StaticServer, serveStatic } from './static-server.js'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')

/** apps/example-vue: a Vue 3 + Vite app using `@foyer/elements` as a bundler would. */
const EXAMPLE_VUE_DIR = path.join(repoRoot, 'apps/example-vue')
const DIST_DIR = path.join(EXAMPLE_VUE_DIR, 'dist')

/**
 * Builds the Vue example (`vite build`, against the packages' built dist like any app) unless
 * it is there — the test command's build step makes it — or `FOYER_E2E_REBUILD=1` asks.
 */
export function ensureExampleVueBuilt(): Promise<void> {
  return buildUnlessPresent(
    path.join(DIST_DIR, 'index.html'),
    'apps/example-vue',
    EXAMPLE_VUE_DIR,
    [path.join(EXAMPLE_VUE_DIR, 'node_modules/vite/bin/vite.js'), 'build'],
  )
}

/** Serves the Vue example's production build. */
export function serveExampleVue(): Promise<StaticServer> {
  return serveStatic(DIST_DIR)
}
