import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  gzipSize,
  isPeerImport,
  measureApp,
  measurePackageEntry,
  staticClosure,
  summarizeBuild,
} from './bundle-sizes.mjs'

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-bundle-sizes-'))
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

function write(dir, files) {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), text)
  }
  return dir
}

/** A chunk as chunksOf reports it. */
const chunk = (fileName, gzip, imports = [], extra = {}) => ({
  fileName,
  raw: gzip * 3,
  gzip,
  isEntry: false,
  facadeModuleId: null,
  imports,
  dynamicImports: [],
  ...extra,
})

describe('summarizeBuild', () => {
  const chunks = new Map(
    [
      chunk('entry.js', 100, ['shared.js'], { isEntry: true, dynamicImports: ['modal.js'] }),
      chunk('shared.js', 10),
      chunk('modal.js', 20, ['shared.js', 'modal-dep.js'], { facadeModuleId: '/src/modal.ts' }),
      chunk('modal-dep.js', 5),
      chunk('lazy.js', 7, [], { facadeModuleId: '/src/lazy.ts' }),
    ].map((c) => [c.fileName, c]),
  )

  it('counts the entries and their static imports as initial, every chunk as total', () => {
    const summary = summarizeBuild(chunks)
    expect(summary.initial.list).toEqual(['entry.js', 'shared.js'])
    expect(summary.initial.gzip).toBe(110)
    expect(summary.total.gzip).toBe(142)
    expect(summary.total.files).toBe(5)
  })

  it('adds preloaded dynamic imports and their static imports to initial', () => {
    const summary = summarizeBuild(chunks, { preloadedModules: ['/src/modal.ts'] })
    expect(summary.initial.list).toEqual(['entry.js', 'modal-dep.js', 'modal.js', 'shared.js'])
    expect(summary.initial.gzip).toBe(135)
    expect(summary.missingPreloaded).toEqual([])
  })

  it('reports a preloaded module that no chunk comes from', () => {
    const summary = summarizeBuild(chunks, { preloadedModules: ['/src/gone.ts'] })
    expect(summary.missingPreloaded).toEqual([path.resolve('/src/gone.ts')])
    expect(summary.initial.gzip).toBe(110)
  })

  it('follows static imports transitively and survives cycles', () => {
    const cyclic = new Map([
      ['a.js', chunk('a.js', 1, ['b.js'])],
      ['b.js', chunk('b.js', 1, ['a.js', 'c.js'])],
      ['c.js', chunk('c.js', 1)],
    ])
    expect([...staticClosure(cyclic, ['a.js'])].sort()).toEqual(['a.js', 'b.js', 'c.js'])
  })
})

describe('isPeerImport', () => {
  it('matches a peer and its subpaths only', () => {
    expect(isPeerImport('react', ['react'])).toBe(true)
    expect(isPeerImport('react/jsx-runtime', ['react'])).toBe(true)
    expect(isPeerImport('react-dom', ['react'])).toBe(false)
    expect(isPeerImport('viem/chains', ['react', 'viem'])).toBe(true)
    expect(isPeerImport('viemx', ['viem'])).toBe(false)
  })
})

describe('measurePackageEntry (a real Vite build)', () => {
  it('inlines local modules, leaves peers out and counts lazy chunks in total only', async () => {
    const big = `export const table = ${JSON.stringify(
      Array.from({ length: 400 }, (_, i) => `entry-${i}-${(i * 7919) % 1000}`),
    )}\n`
    const dir = write(path.join(tmp, 'pkg'), {
      'src/index.ts': [
        "import { useState } from 'react'",
        "export { helper } from './helper.js'",
        'export const useCount = () => useState(0)',
        "export const loadTable = () => import('./table.js')",
      ].join('\n'),
      'src/helper.ts': 'export const helper = (x: number) => x * 2\n',
      'src/table.ts': big,
    })
    const sizes = await measurePackageEntry({
      packageDir: dir,
      entryFile: 'src/index.ts',
      peers: ['react'],
    })
    expect(sizes.initial.files).toBe(1)
    // The entry holds its own code, not React (which alone is several KiB gzip).
    expect(sizes.initial.gzip).toBeLessThan(400)
    expect(sizes.total.files).toBe(2)
    expect(sizes.total.gzip - sizes.initial.gzip).toBeGreaterThan(gzipSize(big) / 2)
  })
})

describe('measureApp (a real Vite build)', () => {
  it('counts the page entry, and a preloaded dynamic import when asked', async () => {
    const dir = write(path.join(tmp, 'app'), {
      'index.html':
        '<!doctype html><div id="app"></div><script type="module" src="/main.js"></script>',
      'main.js': [
        "import { shared } from './shared.js'",
        "document.getElementById('app').textContent = shared",
        "globalThis.openModal = () => import('./modal.js')",
        "globalThis.openOther = () => import('./other.js')",
      ].join('\n'),
      'shared.js': "export const shared = 'shared text'\n",
      'modal.js': "import { shared } from './shared.js'\nexport const modal = shared + ' modal'\n",
      'other.js': "export const other = 'other'\n",
    })
    const plain = await measureApp({ appDir: dir })
    expect(plain.initial.files).toBe(1)
    expect(plain.total.files).toBe(3)
    const preloaded = await measureApp({
      appDir: dir,
      preloadedModules: [path.join(dir, 'modal.js')],
    })
    expect(preloaded.initial.files).toBe(2)
    expect(preloaded.initial.gzip).toBeGreaterThan(plain.initial.gzip)
    expect(preloaded.missingPreloaded).toEqual([])
  })
})
