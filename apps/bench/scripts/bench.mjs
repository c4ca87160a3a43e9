#!/usr/bin/env node
// `pnpm bench`: builds the bench app, measures it in headless Chromium beside the anchors
// (Reown AppKit, ConnectKit, RainbowKit) with the shared harness in ../shared/bench/anchors,
// and prints the targets. Without the shared folder, Foyer is measured alone with the
// same definitions. Results go to apps/bench/results (not committed); docs/benchmarks.md
// keeps a run's tables. `pnpm bench --help` lists the options.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { benchEnv, findHarness, linkHarness, packageDir, prepareAnchors } from './lib/anchors.mjs'
import { parseOptions, USAGE } from './lib/options.mjs'
import { evaluateTargets, formatComparison, formatSummary, formatTargets } from './lib/targets.mjs'

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const repoRoot = path.resolve(appDir, '../..')
const CHROMIUM = '/usr/bin/chromium'

const log = (...parts) =>
  console.info(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...parts)

let options
try {
  options = parseOptions(process.argv.slice(2))
} catch (error) {
  console.error(error.message)
  process.exit(2)
}
if (options.help) {
  console.info(USAGE)
  process.exit(0)
}
if (!fs.existsSync(CHROMIUM)) {
  console.error(`bench: no Chromium at ${CHROMIUM} (apt-get install chromium)`)
  process.exit(1)
}
const outDir = path.resolve(options.out ?? path.join(appDir, 'results'))
// Outside the repository, so that the anchor apps cannot resolve this workspace's packages.
const cacheDir = path.resolve(options.cache ?? path.join(os.tmpdir(), 'foyer-bench-cache'))
fs.mkdirSync(outDir, { recursive: true })

log('building apps/bench (vite build)')
await build({ root: appDir, logLevel: 'error' })

const foyerConfigs = [path.join(appDir, 'bench.json')]
if (options.announced) foyerConfigs.push(path.join(appDir, 'bench-announced.json'))

const sharedDir = path.resolve(options.shared ?? path.join(repoRoot, '..', 'shared'))
const harnessDir = findHarness(sharedDir)
let anchorsNote = ''

if (harnessDir) {
  let appsDir = path.join(cacheDir, 'no-anchors')
  let ready = []
  if (!options.foyerOnly) {
    const prepared = prepareAnchors({ harnessDir, cacheDir, ids: options.anchors, log })
    for (const [id, reason] of Object.entries(prepared.failed))
      log(`anchor ${id} left out: ${reason}`)
    if (Object.keys(prepared.failed).length > 0) {
      anchorsNote = `Anchors left out of this run (${Object.keys(prepared.failed).join(', ')}): compare with ${path.join(harnessDir, 'results.md')} instead, a run on another day.`
    }
    appsDir = prepared.appsDir
    ready = prepared.ready
  }
  fs.mkdirSync(appsDir, { recursive: true })
  const runMjs = linkHarness({
    harnessDir,
    cacheDir,
    playwrightDir: packageDir('playwright-core', appDir),
  })
  const args = [
    '--preserve-symlinks-main',
    runMjs,
    '--apps-dir',
    appsDir,
    ...(ready.length > 0 ? ['--apps', ready.join(',')] : []),
    ...foyerConfigs.flatMap((file) => ['--app', file]),
    '--runs',
    String(options.runs),
    '--warmup',
    String(options.warmup),
    '--no-build',
    '--out',
    outDir,
    '--out-name',
    'results',
    ...(options.idleWait ? [] : ['--no-idle-wait']),
  ]
  log(
    `measuring ${[...ready, ...foyerConfigs.map((f) => path.basename(f))].join(', ')} with ${path.join(harnessDir, 'run.mjs')}`,
  )
  const harness = spawnSync(process.execPath, args, { stdio: 'inherit', env: benchEnv() })
  if (harness.status !== 0) {
    console.error(`bench: the harness failed (exit ${harness.status})`)
    process.exit(1)
  }
} else {
  log(
    `no harness at ${path.join(sharedDir, 'bench', 'anchors')}: measuring Foyer alone, same definitions`,
  )
  anchorsNote =
    'Foyer measured alone: the shared anchors harness was not found, so no timing target could be checked against RainbowKit.'
  const { measureApps } = await import('./lib/measure.mjs')
  const apps = foyerConfigs.map((file) => {
    const config = JSON.parse(fs.readFileSync(file, 'utf8'))
    return {
      ...config,
      distDir: path.join(appDir, config.distDir ?? 'dist'),
      urlPath: config.urlPath ?? '/',
    }
  })
  const results = await measureApps({
    apps,
    runs: options.runs,
    warmup: options.warmup,
    chromiumPath: CHROMIUM,
    log,
  })
  fs.writeFileSync(path.join(outDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`)
}

const results = JSON.parse(fs.readFileSync(path.join(outDir, 'results.json'), 'utf8'))
const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: repoRoot,
      encoding: 'utf8',
    }).trim()
  } catch {
    return 'unknown'
  }
})()
const report = [
  `# pnpm bench (${results.generatedAt}, commit ${commit}, ${results.config.runs} runs per app)`,
  '',
  formatSummary(results),
  '',
  formatTargets(evaluateTargets(results)),
  '',
  formatComparison(results),
  '',
  anchorsNote,
  '',
].join('\n')
fs.writeFileSync(path.join(outDir, 'targets.md'), report)
console.info(`\n${report}`)
const written = ['results.json', ...(harnessDir ? ['results.md'] : []), 'targets.md']
log(`wrote ${written.map((name) => path.join(outDir, name)).join(', ')}`)
