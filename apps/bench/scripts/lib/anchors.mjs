// Runs the shared anchors harness (../shared/bench/anchors/run.mjs) without writing into the
// shared folder, which is read-only: the harness is linked from a cache folder that holds its
// one dependency (playwright-core, from this workspace), and the anchor apps are copied there
// to be installed (npm ci, from their lockfiles) and built.
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/** The shared harness folder, or undefined when it is not there. */
export function findHarness(sharedDir) {
  const dir = path.join(sharedDir, 'bench', 'anchors')
  return fs.existsSync(path.join(dir, 'run.mjs')) ? dir : undefined
}

/** The folder of an installed package, resolved from `fromDir`. */
export function packageDir(name, fromDir) {
  const require = createRequire(path.join(fromDir, 'package.json'))
  return path.dirname(require.resolve(`${name}/package.json`))
}

/**
 * A folder from which the shared run.mjs runs as if installed: `run.mjs` is a link to the
 * shared file (run with `--preserve-symlinks-main`, so that it finds `node_modules` here and
 * writes its debug output here) and `node_modules/playwright-core` links to this workspace's.
 */
export function linkHarness({ harnessDir, cacheDir, playwrightDir }) {
  const dir = path.join(cacheDir, 'harness')
  fs.mkdirSync(path.join(dir, 'node_modules'), { recursive: true })
  const link = (target, file) => {
    fs.rmSync(file, { force: true, recursive: false })
    fs.symlinkSync(target, file)
  }
  link(path.join(harnessDir, 'run.mjs'), path.join(dir, 'run.mjs'))
  link(playwrightDir, path.join(dir, 'node_modules', 'playwright-core'))
  return path.join(dir, 'run.mjs')
}

/** A hash of an app folder's own files (not node_modules or dist), to notice changes. */
export function sourceHash(dir) {
  const hash = crypto.createHash('sha256')
  const walk = (folder) => {
    for (const entry of fs
      .readdirSync(folder, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue
      const file = path.join(folder, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (entry.isFile()) hash.update(path.relative(dir, file)).update(fs.readFileSync(file))
    }
  }
  walk(dir)
  return hash.digest('hex')
}

/** Copies an app's own files (not node_modules or dist), making them writable. */
function copySources(from, to) {
  fs.cpSync(from, to, {
    recursive: true,
    filter: (file) => !/[\\/](node_modules|dist)$/.test(file),
  })
  const chmod = (folder) => {
    fs.chmodSync(folder, 0o755)
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name)
      if (entry.name === 'node_modules') continue
      if (entry.isDirectory()) chmod(file)
      else fs.chmodSync(file, 0o644)
    }
  }
  chmod(to)
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: benchEnv() })
  return result.status === 0
}

/**
 * The environment for child processes: telemetry and update checks off, without the
 * `npm_config_*` variables that `pnpm run` sets and without `NODE_ENV` (Vite's build sets it
 * to production in this process; npm ci would then leave out the anchors' devDependencies).
 */
export function benchEnv() {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_config_/i.test(key) && key !== 'NODE_ENV'),
  )
  return {
    ...env,
    DO_NOT_TRACK: '1',
    TURBO_TELEMETRY_DISABLED: '1',
    NPM_CONFIG_UPDATE_NOTIFIER: 'false',
    NPM_CONFIG_FUND: 'false',
    NPM_CONFIG_AUDIT: 'false',
  }
}

/**
 * Each anchor app copied to `cacheDir/anchors/<id>`, installed with `npm ci` and built, once;
 * done again only when the shared sources change. Returns the ids that are ready and, for
 * the others, why not (e.g. the registry could not be reached).
 */
export function prepareAnchors({ harnessDir, cacheDir, ids, log }) {
  const appsDir = path.join(cacheDir, 'anchors')
  const ready = []
  const failed = {}
  for (const id of ids) {
    const from = path.join(harnessDir, 'apps', id)
    const to = path.join(appsDir, id)
    if (!fs.existsSync(path.join(from, 'bench.json'))) {
      failed[id] = `no ${id} app in ${path.join(harnessDir, 'apps')}`
      continue
    }
    const stamp = path.join(to, '.foyer-bench-stamp')
    const hash = sourceHash(from)
    const installed = fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash
    if (!installed) {
      log(`anchor ${id}: copying and installing (npm ci; a few minutes the first time)`)
      fs.rmSync(to, { recursive: true, force: true })
      copySources(from, to)
      if (!run('npm', ['ci', '--no-audit', '--no-fund'], to)) {
        failed[id] = 'npm ci failed (is the npm registry reachable?)'
        continue
      }
      fs.rmSync(path.join(to, 'dist'), { recursive: true, force: true })
      fs.writeFileSync(stamp, hash)
    }
    if (!fs.existsSync(path.join(to, 'dist', 'index.html'))) {
      log(`anchor ${id}: building`)
      if (!run('npm', ['run', 'build'], to)) {
        failed[id] = 'vite build failed'
        continue
      }
    }
    ready.push(id)
  }
  return { appsDir, ready, failed }
}
