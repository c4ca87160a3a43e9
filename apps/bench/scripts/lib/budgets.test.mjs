import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { formatTable, judge, readBudgets, sourceEntry, workspacePackages } from './budgets.mjs'

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-budgets-'))
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

const writeJson = (name, value) => {
  const file = path.join(tmp, name)
  fs.writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value))
  return file
}

const valid = {
  packages: [
    { package: '@foyer/core', export: '.', initialKiB: 28, totalKiB: 30, reason: 'the client' },
  ],
  apps: [{ app: 'apps/bench', initialKiB: 120, totalKiB: 450, reason: "issue 19's target" }],
}

describe('readBudgets', () => {
  it('reads a valid file with defaults filled in', () => {
    const budgets = readBudgets(writeJson('ok.json', valid))
    expect(budgets.packages[0]).toEqual(valid.packages[0])
    expect(budgets.apps[0]?.preloadedModules).toEqual([])
    expect(budgets.notBudgeted).toEqual({})
  })

  it('lists every problem: unknown keys, negative budgets, bad export paths', () => {
    const file = writeJson('bad.json', {
      packages: [{ package: '@foyer/core', export: 'index', initialKiB: -1, totalKiB: 30 }],
      apps: [{ app: 'apps/bench', initialKiB: 120, totalKiB: 450, initalKiB: 1 }],
    })
    let message = ''
    try {
      readBudgets(file)
    } catch (error) {
      message = String(error)
    }
    expect(message).toContain('packages[0].export')
    expect(message).toContain('packages[0].initialKiB')
    expect(message).toContain('initalKiB')
  })

  it('refuses a budget without its one-line reason', () => {
    const { reason: _, ...withoutReason } = valid.packages[0]
    const file = writeJson('no-reason.json', { ...valid, packages: [withoutReason] })
    expect(() => readBudgets(file)).toThrow(/packages\[0\]\.reason/)
  })

  it('rejects a file that is not JSON with its name', () => {
    const file = writeJson('broken.json', '{ "packages": [')
    expect(() => readBudgets(file)).toThrow(/broken\.json: not readable JSON/)
  })

  it('the repository budgets file is valid and never budgets the app above its ceiling', () => {
    const root = path.resolve(import.meta.dirname, '../../../..')
    const budgets = readBudgets(path.join(root, 'size-budgets.json'))
    const bench = budgets.apps.find((app) => app.app === 'apps/bench')
    // Issue 19's targets are 120 KiB initial and 450 KiB total. The initial ceiling is never
    // raised. The total is out of reach without dropping a feature: WalletConnect's universal
    // provider (123 KiB, loaded only when it is picked) and the 22 translated catalogues (each
    // loaded only for its locale) are most of it. The total ceiling follows measured growth only,
    // each rise with its measurement in the commit body (git log -p on this file).
    const CEILING = { initialKiB: 120, totalKiB: 555 }
    expect(bench?.initialKiB).toBeLessThanOrEqual(CEILING.initialKiB)
    expect(bench?.totalKiB).toBeLessThanOrEqual(CEILING.totalKiB)
    // Every budgeted entry exists and points at a source file.
    const packages = workspacePackages(root)
    for (const budget of budgets.packages) {
      const pkg = packages.get(budget.package)
      expect(pkg, budget.package).toBeDefined()
      const file = path.join(pkg.dir, sourceEntry(pkg.manifest, budget.export))
      expect(fs.existsSync(file), file).toBe(true)
    }
  })
})

describe('sourceEntry', () => {
  it('reads the @foyer/source condition and refuses an export without one', () => {
    const manifest = {
      name: '@foyer/x',
      exports: { '.': { '@foyer/source': './src/index.ts' }, './y': './dist/y.js' },
    }
    expect(sourceEntry(manifest, '.')).toBe('./src/index.ts')
    expect(() => sourceEntry(manifest, './y')).toThrow(/no @foyer\/source/)
    expect(() => sourceEntry(manifest, './z')).toThrow(/"\.\/z"/)
  })
})

describe('judge and formatTable', () => {
  const base = { name: '@foyer/x', initialKiB: 10, totalKiB: 20 }

  it('passes at the budget and fails one byte over it', () => {
    expect(judge({ ...base, initial: 10 * 1024, total: 20 * 1024 }).ok).toBe(true)
    const over = judge({ ...base, initial: 10 * 1024 + 1, total: 1 })
    expect(over).toMatchObject({ ok: false, initialOk: false, totalOk: true })
    const overTotal = judge({ ...base, initial: 1, total: 20 * 1024 + 1 })
    expect(overTotal).toMatchObject({ ok: false, initialOk: true, totalOk: false })
  })

  it('marks the row over budget in the table', () => {
    const table = formatTable([
      judge({ ...base, initial: 5 * 1024, total: 6 * 1024 }),
      judge({ ...base, name: '@foyer/y', initial: 11 * 1024, total: 6 * 1024 }),
    ])
    expect(table).toContain('| @foyer/x | 5.0 | 10 | 6.0 | 20 | ok |')
    expect(table).toContain('| @foyer/y | 11.0 ✗ | 10 | 6.0 | 20 | OVER |')
  })
})
