// Sizes of built JavaScript, the way the anchors' harness counts them: gzip -9 of each file
// on its own, summed. Shared by scripts/size-check.mjs (budgets in the test command) and
// `pnpm bench`.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { build, defaultClientConditions } from 'vite'

/** The export condition that points workspace packages at their TypeScript sources. */
export const SOURCE_CONDITION = '@foyer/source'

/** gzip -9 size of one file's contents, in bytes. */
export function gzipSize(code) {
  return zlib.gzipSync(typeof code === 'string' ? Buffer.from(code) : code, { level: 9 }).length
}

/**
 * The JS chunks of a Vite/Rolldown build output, by file name: sizes and the chunks each
 * one imports statically (`imports`) and with `import()` (`dynamicImports`).
 */
export function chunksOf(outputs) {
  const chunks = new Map()
  for (const item of outputs) {
    if (item.type !== 'chunk') continue
    chunks.set(item.fileName, {
      fileName: item.fileName,
      raw: Buffer.byteLength(item.code),
      gzip: gzipSize(item.code),
      isEntry: item.isEntry,
      facadeModuleId: item.facadeModuleId ?? null,
      imports: item.imports.filter((name) => name.endsWith('.js')),
      dynamicImports: item.dynamicImports.filter((name) => name.endsWith('.js')),
    })
  }
  return chunks
}

/** The chunks `roots` load before running: themselves and their static imports, transitively. */
export function staticClosure(chunks, roots) {
  const seen = new Set()
  const stack = [...roots]
  while (stack.length > 0) {
    const name = stack.pop()
    if (seen.has(name) || !chunks.has(name)) continue
    seen.add(name)
    stack.push(...chunks.get(name).imports)
  }
  return seen
}

/** Files, raw bytes and gzip bytes of some chunks. */
export function sumChunks(chunks, names) {
  const list = [...names].filter((name) => chunks.has(name)).sort()
  return {
    files: list.length,
    raw: list.reduce((sum, name) => sum + chunks.get(name).raw, 0),
    gzip: list.reduce((sum, name) => sum + chunks.get(name).gzip, 0),
    list,
  }
}

/**
 * Initial and total JS of a build. Initial = the entry chunks and their static imports,
 * plus the dynamic chunks whose source module is one of `preloadedModules` (absolute paths)
 * with their static imports — code a page loads before the user clicks anything.
 */
export function summarizeBuild(chunks, { preloadedModules = [] } = {}) {
  const roots = [...chunks.values()].filter((chunk) => chunk.isEntry).map((c) => c.fileName)
  const wanted = new Set(preloadedModules.map((file) => path.resolve(file)))
  const preloaded = [...chunks.values()]
    .filter((chunk) => !chunk.isEntry && chunk.facadeModuleId && wanted.has(chunk.facadeModuleId))
    .map((chunk) => chunk.fileName)
  const found = new Set(
    [...chunks.values()]
      .filter((chunk) => preloaded.includes(chunk.fileName))
      .map((chunk) => chunk.facadeModuleId),
  )
  const missing = [...wanted].filter((file) => !found.has(file))
  const initial = sumChunks(chunks, staticClosure(chunks, [...roots, ...preloaded]))
  const total = sumChunks(chunks, chunks.keys())
  return { initial, total, missingPreloaded: missing }
}

/** Whether an import is one of the package's peer dependencies (or a subpath of one). */
export function isPeerImport(id, peers) {
  return peers.some((peer) => id === peer || id.startsWith(`${peer}/`))
}

/**
 * Builds one package entry (its `@foyer/source` file) as an app would bundle it: production
 * mode, minified, workspace packages and dependencies bundled, peer dependencies left out.
 * Every export is kept, so this is the cost of importing everything the entry offers.
 */
export async function measurePackageEntry({ packageDir, entryFile, peers }) {
  const result = await build({
    root: packageDir,
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      lib: { entry: path.resolve(packageDir, entryFile), formats: ['es'], fileName: 'entry' },
      rolldownOptions: { external: (id) => isPeerImport(id, peers) },
    },
  })
  return summarizeBuild(chunksOf(outputsOf(result)))
}

/**
 * Builds an app with its own Vite config (`vite.config.ts` in `appDir`, if any), in memory,
 * and sums its JS like {@link summarizeBuild}.
 */
export async function measureApp({ appDir, preloadedModules = [] }) {
  const configFile = path.join(appDir, 'vite.config.ts')
  const result = await build({
    root: appDir,
    configFile: fs.existsSync(configFile) ? configFile : false,
    logLevel: 'silent',
    build: { write: false },
  })
  return summarizeBuild(chunksOf(outputsOf(result)), { preloadedModules })
}

function outputsOf(result) {
  return (Array.isArray(result) ? result : [result]).flatMap((item) => item.output ?? [])
}
