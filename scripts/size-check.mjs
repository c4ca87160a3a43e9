#!/usr/bin/env node
// Size budgets (part of `npm test`): builds each budgeted package entry and the bench app in
// memory with Vite, sums gzip -9 sizes of the JavaScript, prints a table and exits non-zero
// when an entry is over its budget. Budgets live in size-budgets.json; how entries are
// measured is in apps/bench/scripts/lib/bundle-sizes.mjs and docs/benchmarks.md.
// `node scripts/size-check.mjs [--json]`
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  formatTable,
  judge,
  readBudgets,
  sourceEntry,
  workspacePackages,
} from '../apps/bench/scripts/lib/budgets.mjs'
import { measureApp, measurePackageEntry } from '../apps/bench/scripts/lib/bundle-sizes.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const unknown = args.filter((arg) => arg !== '--json')
if (unknown.length > 0) {
  console.error(`size-check: unknown argument ${unknown.join(' ')}; usage: size-check.mjs [--json]`)
  process.exit(2)
}

const started = Date.now()
const budgets = readBudgets(path.join(root, 'size-budgets.json'))
const packages = workspacePackages(root)
const rows = []

for (const budget of budgets.packages) {
  const pkg = packages.get(budget.package)
  if (!pkg) throw new Error(`size-budgets.json: no workspace package ${budget.package}`)
  const sizes = await measurePackageEntry({
    packageDir: pkg.dir,
    entryFile: sourceEntry(pkg.manifest, budget.export),
    peers: peersWithWorkspaceDependencies(budget.package),
  })
  const name =
    budget.export === '.' ? budget.package : `${budget.package}/${budget.export.slice(2)}`
  rows.push(judge({ name, initial: sizes.initial.gzip, total: sizes.total.gzip, ...budget }))
}

for (const budget of budgets.apps) {
  const appDir = path.join(root, budget.app)
  const sizes = await measureApp({
    appDir,
    preloadedModules: budget.preloadedModules.map((file) => path.join(root, file)),
  })
  if (sizes.missingPreloaded.length > 0) {
    throw new Error(
      `${budget.app}: no chunk is the dynamic import of ${sizes.missingPreloaded.join(', ')}`,
    )
  }
  rows.push(
    judge({
      name: `${budget.app} (React included)`,
      initial: sizes.initial.gzip,
      total: sizes.total.gzip,
      ...budget,
    }),
  )
}

/**
 * The peer dependencies of a package and of the workspace packages it depends on: an app
 * installs those itself (an optional peer of @foyer/core, such as the WalletConnect SDK, is
 * not part of @foyer/react because @foyer/react depends on core).
 */
function peersWithWorkspaceDependencies(name, seen = new Set()) {
  const pkg = packages.get(name)
  if (!pkg || seen.has(name)) return []
  seen.add(name)
  const peers = new Set(Object.keys(pkg.manifest.peerDependencies ?? {}))
  for (const dependency of Object.keys(pkg.manifest.dependencies ?? {})) {
    for (const peer of peersWithWorkspaceDependencies(dependency, seen)) peers.add(peer)
  }
  return [...peers]
}

const budgeted = new Set(budgets.packages.map((budget) => budget.package))
const forgotten = [...packages.keys()].filter(
  (name) => !budgeted.has(name) && !(name in budgets.notBudgeted),
)

if (args.includes('--json')) {
  console.info(JSON.stringify({ rows, forgotten }, null, 2))
} else {
  console.info(formatTable(rows))
  console.info(
    '\nKiB = 1024 bytes, gzip -9 of each chunk, summed. initial = entry chunk and its static imports' +
      ' (apps: plus the modules loaded before the first click); total = every chunk.' +
      ` Peer dependencies (react, react-dom, viem, the WalletConnect SDK) are not counted in package entries. ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  )
}
for (const name of forgotten) {
  console.warn(`size-check: ${name} has no budget; add it to size-budgets.json (or to notBudgeted)`)
}
const over = rows.filter((row) => !row.ok)
if (over.length > 0) {
  console.error(`size-check: over budget: ${over.map((row) => row.name).join(', ')}`)
  process.exit(1)
}
