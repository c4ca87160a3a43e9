// Makes a fresh clone runnable with only Node 20 and npm: finds (or fetches) pnpm 10,
// installs the workspace from the lockfile when needed, and installs Debian's Chromium
// for the browser tests when running as root. Used by the README's two commands.
import { execSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
export const PNPM_VERSION = '10.34.9'
export const CHROMIUM_PATH = '/usr/bin/chromium'

/**
 * Puts pnpm 10 on this process's PATH (children inherit it): the global one if it is the
 * right version, else a private copy installed once with npm under node_modules/.cache.
 */
export function ensurePnpm() {
  const version = () => {
    try {
      return execSync('pnpm --version', {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim()
    } catch {
      return ''
    }
  }
  if (version() === PNPM_VERSION) return
  const prefix = path.join(root, '.foyer-tmp/pnpm')
  process.env.PATH = `${path.join(prefix, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}`
  if (version() === PNPM_VERSION) return
  console.info(`Installing pnpm ${PNPM_VERSION} with npm…`)
  execSync(`npm install --no-save --prefix "${prefix}" pnpm@${PNPM_VERSION}`, { stdio: 'inherit' })
}

/** Runs pnpm with the given arguments in the repository root; returns the exit status. */
export function pnpm(args, options = {}) {
  const { status } = spawnSync('pnpm', args, { cwd: root, stdio: 'inherit', ...options })
  return status ?? 1
}

/** Installs the workspace when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  ensurePnpm()
  const marker = path.join(root, 'node_modules/.modules.yaml')
  const lock = path.join(root, 'pnpm-lock.yaml')
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return
  console.info('Installing the workspace (pnpm install --frozen-lockfile)…')
  if (pnpm(['install', '--frozen-lockfile']) !== 0) throw new Error('pnpm install failed')
}

/** Installs Debian's Chromium when it is missing and we may (root); else explains. */
export function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return true
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium not found at ${CHROMIUM_PATH}: run \`sudo apt-get install -y chromium\`.`,
    )
    return false
  }
  console.info('Installing Debian chromium for the browser tests…')
  const run = (cmd) =>
    spawnSync(cmd, {
      shell: true,
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0
  return (
    run('apt-get update -qq') &&
    run('apt-get install -y -qq chromium') &&
    fs.existsSync(CHROMIUM_PATH)
  )
}
