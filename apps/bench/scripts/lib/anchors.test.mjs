import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  benchEnv,
  findHarness,
  linkHarness,
  packageDir,
  prepareAnchors,
  sourceHash,
} from './anchors.mjs'

const appDir = path.resolve(import.meta.dirname, '../..')
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-anchors-'))
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

/** A stand-in for the shared folder: read-only, with a run.mjs importing playwright-core. */
function fakeShared(name) {
  const shared = path.join(tmp, name)
  const harness = path.join(shared, 'bench', 'anchors')
  fs.mkdirSync(path.join(harness, 'apps', 'demo'), { recursive: true })
  fs.writeFileSync(
    path.join(harness, 'run.mjs'),
    [
      "import { chromium } from 'playwright-core'",
      "import path from 'node:path'",
      "import { fileURLToPath } from 'node:url'",
      'const here = path.dirname(fileURLToPath(import.meta.url))',
      'console.info(JSON.stringify({ here, chromium: typeof chromium.launch, args: process.argv.slice(2) }))',
    ].join('\n'),
  )
  fs.writeFileSync(path.join(harness, 'apps', 'demo', 'bench.json'), '{}')
  fs.chmodSync(path.join(harness, 'run.mjs'), 0o444)
  return { shared, harness }
}

describe('the shared harness, run from a linked folder', () => {
  it('finds run.mjs only where it is', () => {
    const { shared, harness } = fakeShared('shared-a')
    expect(findHarness(shared)).toBe(harness)
    expect(findHarness(path.join(tmp, 'nowhere'))).toBeUndefined()
  })

  it('runs with playwright-core from this workspace and writes nothing into the shared folder', () => {
    const { harness } = fakeShared('shared-b')
    const before = fs.readdirSync(harness, { recursive: true }).sort()
    const cacheDir = path.join(tmp, 'cache-b')
    const playwrightDir = packageDir('playwright-core', appDir)
    const runMjs = linkHarness({ harnessDir: harness, cacheDir, playwrightDir })
    // Linking twice (a later `pnpm bench`) replaces the links.
    expect(linkHarness({ harnessDir: harness, cacheDir, playwrightDir })).toBe(runMjs)
    const result = spawnSync(
      process.execPath,
      ['--preserve-symlinks-main', runMjs, '--runs', '1'],
      {
        encoding: 'utf8',
      },
    )
    expect(result.stderr).toBe('')
    const output = JSON.parse(result.stdout)
    // The harness sees the cache folder as its own: results and debug files go there.
    expect(output).toEqual({
      here: path.dirname(runMjs),
      chromium: 'function',
      args: ['--runs', '1'],
    })
    expect(fs.readdirSync(harness, { recursive: true }).sort()).toEqual(before)
  })
})

describe('sourceHash', () => {
  it('changes with the sources and ignores node_modules and dist', () => {
    const dir = path.join(tmp, 'app')
    fs.mkdirSync(path.join(dir, 'src'), { recursive: true })
    fs.writeFileSync(path.join(dir, 'src', 'main.jsx'), 'one')
    const first = sourceHash(dir)
    fs.mkdirSync(path.join(dir, 'node_modules', 'x'), { recursive: true })
    fs.writeFileSync(path.join(dir, 'node_modules', 'x', 'index.js'), 'x')
    fs.mkdirSync(path.join(dir, 'dist'))
    fs.writeFileSync(path.join(dir, 'dist', 'index.html'), 'built')
    expect(sourceHash(dir)).toBe(first)
    fs.writeFileSync(path.join(dir, 'src', 'main.jsx'), 'two')
    expect(sourceHash(dir)).not.toBe(first)
  })
})

describe('prepareAnchors', () => {
  it('leaves out an anchor the harness does not have, saying why', () => {
    const { harness } = fakeShared('shared-c')
    const logs = []
    const prepared = prepareAnchors({
      harnessDir: harness,
      cacheDir: path.join(tmp, 'cache-c'),
      ids: ['rainbowkit'],
      log: (line) => logs.push(line),
    })
    expect(prepared.ready).toEqual([])
    expect(prepared.failed.rainbowkit).toMatch(/no rainbowkit app in /)
  })
})

describe('benchEnv', () => {
  it('drops NODE_ENV and pnpm’s npm_config_* settings, and turns telemetry off', () => {
    const saved = { ...process.env }
    process.env.NODE_ENV = 'production'
    process.env.npm_config_omit = 'dev'
    try {
      const env = benchEnv()
      expect(env.NODE_ENV).toBeUndefined()
      expect(env.npm_config_omit).toBeUndefined()
      expect(env).toMatchObject({ DO_NOT_TRACK: '1', TURBO_TELEMETRY_DISABLED: '1' })
      expect(env.PATH).toBe(process.env.PATH)
    } finally {
      process.env = saved
    }
  })
})
