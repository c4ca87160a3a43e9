// The size budgets file (size-budgets.json at the repository root): what is measured and
// the most each entry may weigh. Read by scripts/size-check.mjs.
import fs from 'node:fs'
import path from 'node:path'
import * as z from 'zod'

const kib = z.number().positive().max(10_000)

const packageBudgetSchema = z.strictObject({
  /** Package name, e.g. `@foyer/react`. */
  package: z.string().regex(/^@foyer\/[a-z0-9-]+$/),
  /** Export path of the package.json `exports` map, e.g. `.` or `./base`. */
  export: z.string().regex(/^\.(\/[a-z0-9-]+)*$/),
  /** gzip KiB of the entry chunk and its static imports. */
  initialKiB: kib,
  /** gzip KiB of every chunk, lazy ones included. */
  totalKiB: kib,
  /** What the entry's size is made of, in one short line. */
  reason: z.string().min(1).max(120),
})

const appBudgetSchema = z.strictObject({
  /** App folder relative to the root, holding a vite.config.ts. */
  app: z.string().min(1),
  initialKiB: kib,
  totalKiB: kib,
  /** Why this budget, in one short line. */
  reason: z.string().min(1).max(120),
  /** Modules loaded with import() before the first click (counted in initial JS). */
  preloadedModules: z.array(z.string().min(1)).default([]),
})

export const budgetsSchema = z.strictObject({
  $comment: z.string().optional(),
  packages: z.array(packageBudgetSchema),
  apps: z.array(appBudgetSchema),
  /** Packages measured by no budget, with the reason (e.g. server-only). */
  notBudgeted: z.record(z.string(), z.string()).default({}),
})

/** Reads and validates the budgets file; throws an Error listing every problem. */
export function readBudgets(file) {
  let json
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch (error) {
    throw new Error(`${file}: not readable JSON (${error.message})`)
  }
  const parsed = budgetsSchema.safeParse(json)
  if (!parsed.success) throw new Error(`${file}:\n${z.prettifyError(parsed.error)}`)
  return parsed.data
}

/** The workspace packages under `root/packages`: name → { dir, manifest }. */
export function workspacePackages(root) {
  const packages = new Map()
  const base = path.join(root, 'packages')
  for (const folder of fs.readdirSync(base).sort()) {
    const file = path.join(base, folder, 'package.json')
    if (!fs.existsSync(file)) continue
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8'))
    packages.set(manifest.name, { dir: path.join(base, folder), manifest })
  }
  return packages
}

/** The source file of one export of a package (its `@foyer/source` condition). */
export function sourceEntry(manifest, exportPath) {
  const target = manifest.exports?.[exportPath]
  const file = typeof target === 'object' && target ? target['@foyer/source'] : undefined
  if (typeof file !== 'string') {
    throw new Error(`${manifest.name}: export "${exportPath}" has no @foyer/source condition`)
  }
  return file
}

/** One measured row against its budget (sizes in bytes, budgets in KiB). */
export function judge(row) {
  const initialOk = row.initial <= row.initialKiB * 1024
  const totalOk = row.total <= row.totalKiB * 1024
  return { ...row, initialOk, totalOk, ok: initialOk && totalOk }
}

/** The result table, one line per row, as Markdown. */
export function formatTable(rows) {
  const kb = (bytes) => (bytes / 1024).toFixed(1)
  const lines = [
    '| entry | initial JS gzip KiB | budget | total JS gzip KiB | budget | |',
    '|---|---:|---:|---:|---:|---|',
  ]
  for (const row of rows) {
    const mark = (ok) => (ok ? '' : ' ✗')
    lines.push(
      `| ${row.name} | ${kb(row.initial)}${mark(row.initialOk)} | ${row.initialKiB} | ${kb(row.total)}${mark(row.totalOk)} | ${row.totalKiB} | ${row.ok ? 'ok' : 'OVER'} |`,
    )
  }
  return lines.join('\n')
}
