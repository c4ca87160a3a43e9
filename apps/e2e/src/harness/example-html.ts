import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { type StaticServer, serveStatic } from './static-server.js'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')

/** apps/example-html: one HTML file, no build. */
export const EXAMPLE_HTML_DIR = path.join(repoRoot, 'apps/example-html')
const ELEMENTS_DIR = path.join(repoRoot, 'packages/elements')
const BUNDLE_DIR = path.join(ELEMENTS_DIR, 'dist/bundle')

/**
 * Builds `@foyer/elements`' browser bundle unless it is there — the test command's build
 * step makes it — or `FOYER_E2E_REBUILD=1` asks for a fresh one.
 */
export function ensureElementsBundleBuilt(): Promise<void> {
  return buildUnlessPresent(
    path.join(BUNDLE_DIR, 'foyer-elements.js'),
    'the @foyer/elements bundle',
    ELEMENTS_DIR,
    [path.join(ELEMENTS_DIR, 'scripts/build-bundle.mjs')],
  )
}

/**
 * Runs `node …args` in `cwd` to build `what` unless `output` is there, or
 * `FOYER_E2E_REBUILD=1` asks for a fresh build.
 */
export async function buildUnlessPresent(
  output: string,
  what: string,
  cwd: string,
  args: string[],
): Promise<void> {
  if (fs.existsSync(output) && process.env.FOYER_E2E_REBUILD !== '1') return
  console.info(`Building ${what} for the end-to-end tests…`)
  await promisify(execFile)(process.execPath, args, { cwd, timeout: 300_000 })
}

/**
 * Serves the example folder as it is, the way `npx serve apps/example-html` would: the page,
 * and the installed package's files its import map points at.
 */
export function serveExampleHtml(): Promise<StaticServer> {
  return serveStatic(EXAMPLE_HTML_DIR)
}
