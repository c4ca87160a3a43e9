import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { ensureWalletFrameBuilt } from '@foyer/devstack'
import { ensureTestWalletExtensionBuilt } from '@foyer/test-wallet/extension'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')

/** The demo app and its production build, which every end-to-end test serves. */
export const DEMO_DIR = path.join(repoRoot, 'apps/demo')
export const DEMO_DIST = path.join(DEMO_DIR, 'dist')

/**
 * Builds the demo (`vite build`) unless its production build is there — the test command's
 * build step makes it just before the end-to-end run — or `FOYER_E2E_REBUILD=1` asks for a
 * fresh one.
 */
export async function ensureDemoBuilt(): Promise<string> {
  const built = fs.existsSync(path.join(DEMO_DIST, 'index.html'))
  if (built && process.env.FOYER_E2E_REBUILD !== '1') return DEMO_DIST
  console.info('Building the demo app for the end-to-end tests…')
  const viteCli = path.join(DEMO_DIR, 'node_modules/vite/bin/vite.js')
  await promisify(execFile)(process.execPath, [viteCli, 'build', '--logLevel', 'warn'], {
    cwd: DEMO_DIR,
    timeout: 300_000,
    env: { ...process.env, DO_NOT_TRACK: '1' },
  })
  return DEMO_DIST
}

/**
 * Builds the wallet frame (`vite build`) unless its production build is there, or afresh when
 * `FOYER_E2E_REBUILD=1` asks for one: once for the whole run, here, so that no test file
 * changes `FOYER_FRAME_REBUILD` for the files after it (they share one process).
 */
export async function ensureWalletFrameFresh(): Promise<string> {
  if (process.env.FOYER_E2E_REBUILD !== '1') return ensureWalletFrameBuilt()
  const before = process.env.FOYER_FRAME_REBUILD
  process.env.FOYER_FRAME_REBUILD = '1'
  try {
    return await ensureWalletFrameBuilt()
  } finally {
    if (before === undefined) delete process.env.FOYER_FRAME_REBUILD
    else process.env.FOYER_FRAME_REBUILD = before
  }
}

/** Vitest global setup: the demo's and the wallet frame's production builds, the extension. */
export default async function setup(): Promise<void> {
  await Promise.all([ensureDemoBuilt(), ensureWalletFrameFresh(), ensureTestWalletExtensionBuilt()])
}
