import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { type StaticServer, serveStatic } from './static-server.js'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')

/** apps/example-vue: a Vue 3 + Vite app using `@foyer/elements` as a bundler would. */
const EXAMPLE_VUE_DIR = path.join(repoRoot, 'apps/example-vue')
const DIST_DIR = path.join(EXAMPLE_VUE_DIR, 'dist')

/**
 * Builds the Vue example (`vite build`, against the packages' built dist like any app) unless
 * it is there — the test command's build step makes it — or `FOYER_E2E_REBUILD=1` asks.
 */
export async function ensureExampleVueBuilt(): Promise<void> {
  const built = fs.existsSync(path.join(DIST_DIR, 'index.html'))
  if (built && process.env.FOYER_E2E_REBUILD !== '1') return
  console.info('Building apps/example-vue for the end-to-end tests…')
  await promisify(execFile)(
    process.execPath,
    [path.join(EXAMPLE_VUE_DIR, 'node_modules/vite/bin/vite.js'), 'build'],
    { cwd: EXAMPLE_VUE_DIR, timeout: 300_000 },
  )
}

/** Serves the Vue example's production build. */
export function serveExampleVue(): Promise<StaticServer> {
  return serveStatic(DIST_DIR)
}
