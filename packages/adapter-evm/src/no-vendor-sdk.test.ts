import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { build, type Rolldown } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * WalletConnect and Coinbase SDKs are heavy and optional: they may only ever be loaded
 * with `import()` when their connector is used. These tests build the package the way
 * `pnpm build` does and look at what the output pulls in statically.
 */
const packageRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
/** A module of a WalletConnect or Coinbase package (`@walletconnect/…`, `@coinbase/…`, pnpm's `@walletconnect+…`). */
const VENDOR_MODULE = /(^|[/\\])@(walletconnect|coinbase|reown)[/\\+]/i
let outDir: string

beforeAll(async () => {
  // Inside the package (under node_modules/.cache), so the output resolves its dependencies.
  const cache = path.join(packageRoot, 'node_modules', '.cache')
  fs.mkdirSync(cache, { recursive: true })
  outDir = fs.mkdtempSync(path.join(cache, 'dist-check-'))
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
  // The build config, emitted elsewhere; type checking is the typecheck task's job.
  await promisify(execFile)(
    process.execPath,
    [
      tsc,
      '-p',
      'tsconfig.build.json',
      '--outDir',
      outDir,
      '--noCheck',
      '--declaration',
      'false',
      '--declarationMap',
      'false',
      '--sourceMap',
      'false',
    ],
    { cwd: packageRoot },
  )
}, 120_000)
afterAll(() => {
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true })
})

function builtFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? builtFiles(full) : entry.name.endsWith('.js') ? [full] : []
  })
}

/** The package a bare specifier names: `viem/actions` → `viem`, `@scope/pkg/x` → `@scope/pkg`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/')
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/')
}

describe('built output', () => {
  it('imports only its declared dependencies statically (vendor SDKs only through import())', () => {
    const files = builtFiles(outDir)
    expect(files.map((file) => path.relative(outDir, file))).toContain('index.js')
    const staticSpecifiers = new Set<string>()
    for (const file of files) {
      const code = fs.readFileSync(file, 'utf8')
      const imports =
        /^\s*(?:import|export)\b[^;'"(]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm
      for (const match of code.matchAll(imports)) {
        const specifier = (match[1] ?? match[2])!
        if (!specifier.startsWith('.')) staticSpecifiers.add(packageName(specifier))
      }
    }
    const manifest = JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8'))
    const declared = new Set([
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
    ])
    const specifiers = [...staticSpecifiers].sort()
    expect(specifiers.filter((name) => !declared.has(name))).toEqual([])
    expect(specifiers.filter((name) => VENDOR_MODULE.test(name))).toEqual([])
    expect(specifiers).toContain('viem')
  })

  it('bundles (as an app would, every dependency included) without WalletConnect or Coinbase code', async () => {
    const { modules, lazyModules, loadedCode } = await bundleEntry('index.js')
    expect(modules.some((id) => id.includes('/viem/'))).toBe(true)
    expect(modules.filter((id) => VENDOR_MODULE.test(id))).toEqual([])
    for (const code of loadedCode) expect(code).not.toMatch(/@(walletconnect|coinbase|reown)\//)
    // The WalletConnect connector's session code and SDK are there, in chunks of their own.
    expect(modules.filter((id) => /[/\\]walletconnect[/\\]session\.js$/.test(id))).toEqual([])
    expect(lazyModules.some((id) => /[/\\]walletconnect[/\\]session\.js$/.test(id))).toBe(true)
    expect(lazyModules.some((id) => /@walletconnect[/\\+]universal-provider/.test(id))).toBe(true)
    // The Coinbase connector is an entry of its own: the main one never references its SDK.
    expect([...modules, ...lazyModules].filter((id) => /coinbase/i.test(id))).toEqual([])
  }, 120_000)

  it('the coinbase entry loads the Coinbase Wallet SDK only through import()', async () => {
    const { modules, lazyModules } = await bundleEntry('coinbase.js')
    expect(modules.filter((id) => VENDOR_MODULE.test(id))).toEqual([])
    expect(modules.filter((id) => /[/\\]coinbase[/\\]sdk-provider\.js$/.test(id))).toEqual([])
    expect(lazyModules.some((id) => /[/\\]coinbase[/\\]sdk-provider\.js$/.test(id))).toBe(true)
    expect(lazyModules.some((id) => /@coinbase[/\\+]wallet-sdk/.test(id))).toBe(true)
  }, 120_000)
})

/**
 * Bundles a built entry as an app would (every dependency included): the modules loading it
 * loads (the entry and its static imports), the other (lazy) chunks' modules, and the code of
 * what it loads.
 */
async function bundleEntry(file: string) {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: packageRoot,
    resolve: { conditions: ['@foyer/source', 'import', 'module', 'browser', 'default'] },
    build: {
      write: false,
      minify: false,
      lib: { entry: path.join(outDir, file), formats: ['es'], fileName: 'adapter' },
    },
  })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((result) => result.output)
    .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
  const entry = chunks.find((chunk) => chunk.isEntry)
  expect(entry).toBeDefined()
  const loaded = new Set([entry!.fileName])
  for (const name of loaded) {
    for (const next of chunks.find((chunk) => chunk.fileName === name)?.imports ?? [])
      loaded.add(next)
  }
  const loadedChunks = chunks.filter((chunk) => loaded.has(chunk.fileName))
  return {
    modules: loadedChunks.flatMap((chunk) => chunk.moduleIds),
    lazyModules: chunks
      .filter((chunk) => !loaded.has(chunk.fileName))
      .flatMap((chunk) => chunk.moduleIds),
    loadedCode: loadedChunks.map((chunk) => chunk.code),
  }
}
