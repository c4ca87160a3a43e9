// Fresh apps outside the workspace, as a new user makes them: the workspace's packages, the
// README's quick start, a Vite + React app around it, and a step runner that stops on the first
// failure. Shared by scripts/check-quickstart.mjs (Foyer from packed tarballs) and
// scripts/release-rehearse.mjs (Foyer by name and version from a local registry); each says
// where a Foyer package comes from with a `source`:
//   { specOf(name): the dependency spec, or undefined for a package not Foyer's,
//     overrides: pnpm overrides pinning Foyer's transitive packages to the same source }
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { buildWarnings } from './quickstart-multichain.mjs'

export const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'))

/** Workspace packages (packages/*) by name, with their folders. */
export function workspacePackages(root = repoRoot) {
  const byName = new Map()
  for (const dir of fs.readdirSync(path.join(root, 'packages'))) {
    const manifest = path.join(root, 'packages', dir, 'package.json')
    if (fs.existsSync(manifest))
      byName.set(readJson(manifest).name, path.join(root, 'packages', dir))
  }
  return byName
}

/** The names of the workspace packages that are published (not `private`). */
export function publishedPackages(byName) {
  return [...byName.keys()].filter(
    (name) => !readJson(path.join(byName.get(name), 'package.json')).private,
  )
}

/** The named workspace packages and every workspace package they depend on. */
export function closure(names, byName) {
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

/** The version the workspace itself pins for a third-party package; throws when none does. */
export function workspaceVersion(name, root = repoRoot) {
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
  throw new Error(`no pinned version of ${name} in the workspace`)
}

/**
 * The words after `pnpm add` of the first ```sh block of `markdown` and its first ```tsx block;
 * throws, naming `where`, when either is missing or the install line is not `pnpm add …`.
 */
export function readInstallAndSnippet(markdown, where) {
  const block = (lang) => markdown.match(new RegExp(`\`\`\`${lang}\\n([\\s\\S]*?)\`\`\``))?.[1]
  const install = block('sh')
  const snippet = block('tsx')
  if (!install || !snippet)
    throw new Error(`${where} needs a \`\`\`sh install line and a \`\`\`tsx snippet`)
  const words = install.trim().split(/\s+/)
  if (words[0] !== 'pnpm' || words[1] !== 'add')
    throw new Error(`${where}: install line is not "pnpm add …": ${install}`)
  return { packages: words.slice(2), snippet }
}

/** The `sh` install line's packages and the `tsx` snippet under the README's "Use it in your app". */
export function readQuickStart(root = repoRoot) {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8')
  const start = readme.indexOf('## Use it in your app')
  if (start < 0) throw new Error('README.md has no "## Use it in your app" section')
  const section = readme.slice(start, readme.indexOf('\n## ', start + 3))
  return readInstallAndSnippet(section, 'README.md\'s "Use it in your app"')
}

/**
 * Writes a fresh Vite + React app whose `src/App.tsx` is `snippet`. `skipLibCheck` is for apps
 * whose own libraries' declarations do not type-check together (wagmi 3's against the newest
 * TanStack Query); the app's code is still checked strictly.
 */
export function writeViteApp(dir, { packages, snippet }, source, { skipLibCheck = false } = {}) {
  const dependencies = {}
  for (const name of packages) dependencies[name] = source.specOf(name) ?? workspaceVersion(name)
  const devDependencies = Object.fromEntries(
    ['typescript', 'vite', '@types/react', '@types/react-dom'].map((n) => [n, workspaceVersion(n)]),
  )
  const manifest = { name: 'quickstart-app', private: true, type: 'module', dependencies }
  Object.assign(manifest, { devDependencies, pnpm: { overrides: source.overrides } })
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

/**
 * Adds a module to a Vite app written by {@link writeViteApp} (a `'use client'` line dropped:
 * Vite warns about module directives), run by main.tsx on `#<hash>` so the bundle keeps it.
 */
export function addViteModule(dir, { file, module, hash, start }) {
  fs.writeFileSync(path.join(dir, 'src', `${file}.ts`), module.replace(/^'use client'\n\n/, ''))
  const name = start.match(/^\w+/)[0]
  fs.appendFileSync(
    path.join(dir, 'src/main.tsx'),
    `\nimport { ${name} } from './${file}'\n\nif (location.hash === '#${hash}') ${start}\n`,
  )
}

/**
 * A step runner for one check: `run(label, command, args, cwd)` runs a command (CI mode, no
 * telemetry, `env` added), prints `<prefix>: <label> ok` and returns its output, or throws with
 * the output's tail.
 */
export function stepRunner(prefix, env = {}) {
  return (label, command, args, cwd) => {
    const result = spawnSync(command, args, {
      cwd,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, CI: 'true', NEXT_TELEMETRY_DISABLED: '1', ...env },
    })
    const output = `${result.stdout}${result.stderr}`
    if (result.status !== 0) throw new Error(`${label} failed:\n${output.slice(-4000)}`)
    console.info(`${prefix}: ${label} ok`)
    return output
  }
}

/** Any warning of a build fails the check (an app author would see it); throws with them. */
export function failOnBuildWarnings(label, build) {
  const warnings = buildWarnings(build)
  if (warnings.length > 0) throw new Error(`${label} printed warnings:\n${warnings.join('\n')}`)
}
