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
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildWarnings, MULTICHAIN_MODULE, MULTICHAIN_PACKAGES } from './quickstart-multichain.mjs'
import { nextAppPackages, writeNextApp } from './quickstart-next.mjs'
import { readWagmiQuickStart } from './quickstart-wagmi.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'))
const fail = (message) => {
  console.error(`quickstart: ${message}`)
  process.exit(1)
}

/** The `sh` install line and the `tsx` snippet under the README's "Use it in your app". */
function readQuickStart() {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8')
  const start = readme.indexOf('## Use it in your app')
  if (start < 0) fail('README.md has no "## Use it in your app" section')
  const section = readme.slice(start, readme.indexOf('\n## ', start + 3))
  const block = (lang) => section.match(new RegExp(`\`\`\`${lang}\\n([\\s\\S]*?)\`\`\``))?.[1]
  const install = block('sh')
  const snippet = block('tsx')
  if (!install || !snippet) fail('the section needs a ```sh install line and a ```tsx snippet')
  const words = install.trim().split(/\s+/)
  if (words[0] !== 'pnpm' || words[1] !== 'add')
    fail(`install line is not "pnpm add …": ${install}`)
  return { packages: words.slice(2), snippet }
}

/** Workspace packages by name, with their folders. */
function workspacePackages() {
  const byName = new Map()
  for (const dir of fs.readdirSync(path.join(root, 'packages'))) {
    const manifest = path.join(root, 'packages', dir, 'package.json')
    if (fs.existsSync(manifest))
      byName.set(readJson(manifest).name, path.join(root, 'packages', dir))
  }
  return byName
}

/** The named workspace packages and every workspace package they depend on. */
function closure(names, byName) {
  const seen = new Set()
  const visit = (name) => {
    if (seen.has(name) || !byName.has(name)) return
    seen.add(name)
    const manifest = readJson(path.join(byName.get(name), 'package.json'))
    for (const dep of Object.keys(manifest.dependencies ?? {})) visit(dep)
  }
  for (const name of names) visit(name)
  return [...seen]
}

/** The version the workspace itself uses for a third-party package. */
function workspaceVersion(name) {
  const manifests = [path.join(root, 'package.json')]
  for (const dir of ['packages', 'apps'])
    for (const sub of fs.readdirSync(path.join(root, dir)))
      manifests.push(path.join(root, dir, sub, 'package.json'))
  for (const file of manifests) {
    if (!fs.existsSync(file)) continue
    const m = readJson(file)
    const version = m.devDependencies?.[name] ?? m.dependencies?.[name]
    if (version && /^\d/.test(version)) return version
  }
  fail(`no pinned version of ${name} in the workspace`)
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

/**
 * Writes a fresh Vite + React app. `skipLibCheck` is for apps whose own libraries' declarations
 * do not type-check together (wagmi 3's against the newest TanStack Query); the app's code is
 * still checked strictly.
 */
function writeApp(dir, { packages, snippet }, tarballs, { skipLibCheck = false } = {}) {
  const dependencies = {}
  for (const name of packages)
    dependencies[name] = tarballs[name] ? `file:${tarballs[name]}` : workspaceVersion(name)
  const overrides = Object.fromEntries(Object.entries(tarballs).map(([n, f]) => [n, `file:${f}`]))
  const devDependencies = Object.fromEntries(
    ['typescript', 'vite', '@types/react', '@types/react-dom'].map((n) => [n, workspaceVersion(n)]),
  )
  const manifest = { name: 'quickstart-app', private: true, type: 'module', dependencies }
  Object.assign(manifest, { devDependencies, pnpm: { overrides } })
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest, null, 2))
  const compilerOptions = {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck,
    noEmit: true,
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    types: [],
  }
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions, include: ['src'] }),
  )
  fs.mkdirSync(path.join(dir, 'src'))
  fs.writeFileSync(path.join(dir, 'src/App.tsx'), snippet)
  fs.writeFileSync(
    path.join(dir, 'src/main.tsx'),
    "import { createRoot } from 'react-dom/client'\nimport { App } from './App'\n\n" +
      "createRoot(document.getElementById('root') as HTMLElement).render(<App />)\n",
  )
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
  )
}

/** Any warning of a build fails the check: an app author would see it. */
function failOnBuildWarnings(label, build) {
  const warnings = buildWarnings(build)
  if (warnings.length > 0) fail(`${label} printed warnings:\n${warnings.join('\n')}`)
}

/**
 * The multichain module in the Vite app (its `'use client'` dropped: Vite warns about module
 * directives), created by main.tsx on `#multichain` so the bundle keeps it.
 */
function writeMultichainModule(dir) {
  fs.writeFileSync(
    path.join(dir, 'src/multichain.ts'),
    MULTICHAIN_MODULE.replace(/^'use client'\n\n/, ''),
  )
  fs.appendFileSync(
    path.join(dir, 'src/main.tsx'),
    "\nimport { createMultichainFoyer } from './multichain'\n\n" +
      "if (location.hash === '#multichain') createMultichainFoyer().start()\n",
  )
}

function run(label, command, args, cwd) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', NEXT_TELEMETRY_DISABLED: '1' },
  })
  const output = `${result.stdout}${result.stderr}`
  if (result.status !== 0) fail(`${label} failed:\n${output.slice(-4000)}`)
  console.info(`quickstart: ${label} ok`)
  return output
}

const quickStart = readQuickStart()
const byName = workspacePackages()
const foyerPackages = quickStart.packages.filter((name) => byName.has(name))
if (foyerPackages.length === 0) fail('the install line names no Foyer package')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-quickstart-'))
try {
  const tarballDir = path.join(work, 'tarballs')
  const appDir = path.join(work, 'app')
  fs.mkdirSync(tarballDir)
  fs.mkdirSync(appDir)
  // Every published package is packed and its contents checked; the app gets the ones it needs.
  const published = [...byName.keys()].filter(
    (name) => !readJson(path.join(byName.get(name), 'package.json')).private,
  )
  const allTarballs = packTarballs(published, byName, tarballDir)
  const needed = closure([...foyerPackages, ...MULTICHAIN_PACKAGES], byName)
  const tarballs = Object.fromEntries(needed.map((name) => [name, allTarballs[name]]))
  console.info(
    `quickstart: packed and checked ${published.length} packages; the app uses ${needed.join(', ')}`,
  )
  writeApp(
    appDir,
    { ...quickStart, packages: [...quickStart.packages, ...MULTICHAIN_PACKAGES] },
    tarballs,
  )
  writeMultichainModule(appDir)
  run('install', 'pnpm', ['install', '--prefer-offline', '--ignore-workspace'], appDir)
  run('type check', path.join(appDir, 'node_modules/.bin/tsc'), ['-p', '.'], appDir)
  const build = run('build', path.join(appDir, 'node_modules/.bin/vite'), ['build'], appDir)
  failOnBuildWarnings('the Vite build', build)
  console.info(
    'quickstart: the README snippet, with WalletConnect, Solana and Bitcoin, installs, type-checks and builds from tarballs',
  )

  // @foyer/wagmi's README quick start in a fresh wagmi app, from the same tarballs.
  let wagmiQuickStart
  try {
    wagmiQuickStart = readWagmiQuickStart(root)
  } catch (error) {
    fail(error.message)
  }
  const wagmiDir = path.join(work, 'wagmi-app')
  fs.mkdirSync(wagmiDir)
  const wagmiTarballs = Object.fromEntries(
    closure(
      wagmiQuickStart.packages.filter((name) => byName.has(name)),
      byName,
    ).map((name) => [name, allTarballs[name]]),
  )
  writeApp(wagmiDir, wagmiQuickStart, wagmiTarballs, { skipLibCheck: true })
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
  writeNextApp(root, nextDir, nextTarballs, workspaceVersion, {
    packages: MULTICHAIN_PACKAGES,
    module: MULTICHAIN_MODULE,
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
} finally {
  fs.rmSync(work, { recursive: true, force: true })
}
