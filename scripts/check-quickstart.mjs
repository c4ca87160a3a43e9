#!/usr/bin/env node
// Proves the README's "Use it in your app" works as a new user would meet it: packs the
// published packages it needs, installs the tarballs into a fresh Vite app outside the
// workspace (strict pnpm, no workspace links), and type-checks (strict) and builds the README's
// own code block. The install line and the snippet are read from README.md, so they cannot drift.
// Then the same tarballs go into a fresh Next.js App Router app (apps/example-next's source),
// which must `next build` (scripts/quickstart-next.mjs), and into a fresh wagmi app made of
// @foyer/wagmi's README quick start, which must type-check and build (scripts/quickstart-wagmi.mjs).
// The Vite and Next.js apps also install the optional WalletConnect SDK and the Solana and
// Bitcoin adapters and bundle a module using them (scripts/quickstart-multichain.mjs); any
// build warning fails the check.
// Also checks every published tarball: LICENSE shipped, no tests or test utilities inside, and
// "use client" kept at the top of each entry of the React-facing packages (Next.js App Router).
// Exit code 0 when everything holds; prints what failed otherwise.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  addViteModule,
  closure,
  failOnBuildWarnings,
  publishedPackages,
  readQuickStart,
  repoRoot as root,
  stepRunner,
  workspacePackages,
  workspaceVersion,
  writeViteApp,
} from './fresh-app.mjs'
import { MULTICHAIN_MODULE, MULTICHAIN_PACKAGES } from './quickstart-multichain.mjs'
import { nextAppPackages, writeNextApp } from './quickstart-next.mjs'
import { readWagmiQuickStart } from './quickstart-wagmi.mjs'

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'))
const fail = (message) => {
  console.error(`quickstart: ${message}`)
  process.exit(1)
}

function packTarballs(names, byName, dest) {
  const tarballs = {}
  for (const name of names) {
    const dir = byName.get(name)
    if (!fs.existsSync(path.join(dir, 'dist'))) fail(`${name} is not built (run the build first)`)
    const out = execFileSync('pnpm', ['pack', '--pack-destination', dest], { cwd: dir })
    const file = out.toString().trim().split('\n').pop()
    tarballs[name] = path.isAbsolute(file) ? file : path.join(dest, path.basename(file))
    checkTarballContents(name, tarballs[name])
    checkClientBoundaries(name, dir)
  }
  return tarballs
}

/** Entries meant for server components (no hooks, no context): they must not be client ones. */
const SERVER_ENTRIES = new Set(['./server', './styles'])

/**
 * React-facing packages (React as a peer) must keep `"use client"` at the top of every entry in
 * dist, so a Next.js server component can import them (App Router) — except their server
 * entries, which must not have it (a server component calls them).
 */
function checkClientBoundaries(name, dir) {
  const manifest = readJson(path.join(dir, 'package.json'))
  if (!manifest.peerDependencies?.react) return
  for (const [key, entry] of Object.entries(manifest.exports)) {
    if (SERVER_ENTRIES.has(key)) {
      const code = fs.readFileSync(path.join(dir, entry.import), 'utf8')
      if (/^\s*['"]use client['"]/.test(code))
        fail(`${name}: ${key} is a server entry but says "use client"`)
      continue
    }
    const file = typeof entry === 'object' ? entry.import : undefined
    if (!file) continue
    const code = fs.readFileSync(path.join(dir, file), 'utf8')
    if (!/^\s*['"]use client['"]/.test(code))
      fail(`${name}: ${file} does not start with "use client"`)
  }
}

function checkTarballContents(name, tarball) {
  const files = execFileSync('tar', ['-tzf', tarball]).toString().split('\n').filter(Boolean)
  if (!files.includes('package/LICENSE')) fail(`${name}: LICENSE is missing from the tarball`)
  const leaked = files.filter((f) => /test-utils\/|\.test\.tsx?$|\.test\.js$/.test(f))
  if (leaked.length > 0)
    fail(`${name}: test files in the tarball: ${leaked.slice(0, 5).join(', ')}`)
}

/** Tarballs as a fresh app's source: `file:` specs, and overrides for the transitive ones. */
const tarballSource = (tarballs) => ({
  specOf: (name) => (tarballs[name] ? `file:${tarballs[name]}` : undefined),
  overrides: Object.fromEntries(Object.entries(tarballs).map(([n, f]) => [n, `file:${f}`])),
})

const run = stepRunner('quickstart')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-quickstart-'))
try {
  const quickStart = readQuickStart()
  const byName = workspacePackages()
  const foyerPackages = quickStart.packages.filter((name) => byName.has(name))
  if (foyerPackages.length === 0) fail('the install line names no Foyer package')
  const tarballDir = path.join(work, 'tarballs')
  const appDir = path.join(work, 'app')
  fs.mkdirSync(tarballDir)
  fs.mkdirSync(appDir)
  // Every published package is packed and its contents checked; the app gets the ones it needs.
  const published = publishedPackages(byName)
  const allTarballs = packTarballs(published, byName, tarballDir)
  const needed = closure([...foyerPackages, ...MULTICHAIN_PACKAGES], byName)
  const tarballs = Object.fromEntries(needed.map((name) => [name, allTarballs[name]]))
  console.info(
    `quickstart: packed and checked ${published.length} packages; the app uses ${needed.join(', ')}`,
  )
  writeViteApp(
    appDir,
    { ...quickStart, packages: [...quickStart.packages, ...MULTICHAIN_PACKAGES] },
    tarballSource(tarballs),
  )
  addViteModule(appDir, {
    file: 'multichain',
    module: MULTICHAIN_MODULE,
    hash: 'multichain',
    start: 'createMultichainFoyer().start()',
  })
  run('install', 'pnpm', ['install', '--prefer-offline', '--ignore-workspace'], appDir)
  run('type check', path.join(appDir, 'node_modules/.bin/tsc'), ['-p', '.'], appDir)
  const build = run('build', path.join(appDir, 'node_modules/.bin/vite'), ['build'], appDir)
  failOnBuildWarnings('the Vite build', build)
  console.info(
    'quickstart: the README snippet, with WalletConnect, Solana and Bitcoin, installs, type-checks and builds from tarballs',
  )

  // @foyer/wagmi's README quick start in a fresh wagmi app, from the same tarballs.
  const wagmiQuickStart = readWagmiQuickStart(root)
  const wagmiDir = path.join(work, 'wagmi-app')
  fs.mkdirSync(wagmiDir)
  const wagmiTarballs = Object.fromEntries(
    closure(
      wagmiQuickStart.packages.filter((name) => byName.has(name)),
      byName,
    ).map((name) => [name, allTarballs[name]]),
  )
  writeViteApp(wagmiDir, wagmiQuickStart, tarballSource(wagmiTarballs), { skipLibCheck: true })
  run('wagmi install', 'pnpm', ['install', '--prefer-offline', '--ignore-workspace'], wagmiDir)
  run('wagmi type check', path.join(wagmiDir, 'node_modules/.bin/tsc'), ['-p', '.'], wagmiDir)
  const wagmiBuild = run(
    'wagmi build',
    path.join(wagmiDir, 'node_modules/.bin/vite'),
    ['build'],
    wagmiDir,
  )
  failOnBuildWarnings('the wagmi build', wagmiBuild)
  console.info(
    'quickstart: @foyer/wagmi’s README snippet installs, type-checks and builds from tarballs',
  )

  const nextDir = path.join(work, 'next-app')
  fs.mkdirSync(nextDir)
  const nextTarballs = Object.fromEntries(
    closure(nextAppPackages(root, MULTICHAIN_PACKAGES), byName).map((name) => [
      name,
      allTarballs[name],
    ]),
  )
  writeNextApp(root, nextDir, tarballSource(nextTarballs), workspaceVersion, {
    packages: MULTICHAIN_PACKAGES,
    route: 'multichain',
    module: MULTICHAIN_MODULE,
    start: 'createMultichainFoyer().start()',
    title: 'Ethereum, Solana and Bitcoin',
  })
  run('Next.js install', 'pnpm', ['install', '--prefer-offline', '--ignore-workspace'], nextDir)
  const nextCli = path.join(nextDir, 'node_modules/next/dist/bin/next')
  const nextBuild = run('Next.js build', process.execPath, [nextCli, 'build'], nextDir)
  failOnBuildWarnings('next build', nextBuild)
  if (!/ƒ \/\s/.test(nextBuild))
    fail(`next build did not list the server-rendered page:\n${nextBuild}`)
  console.info(
    'quickstart: a Next.js App Router app builds from the tarballs (server page, SSR styles)',
  )
} catch (error) {
  console.error(`quickstart: ${error.message}`)
  process.exitCode = 1
} finally {
  fs.rmSync(work, { recursive: true, force: true })
}
