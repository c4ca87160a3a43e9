// Builds the unpacked Chromium extension into dist/extension: one IIFE bundle per entry
// (vite library mode), the manifest with the package's version, and PNG icons.
// Run with `pnpm --filter @foyer/test-wallet build:extension`.
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { renderIconPng } from './icon-png.js'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const outDir = path.join(packageDir, 'dist', 'extension')
const entries = {
  'test-wallet-page': 'extension/page.ts',
  'test-wallet-content': 'extension/content.ts',
  'test-wallet-worker': 'extension/worker.ts',
}

await fs.rm(outDir, { recursive: true, force: true })
await fs.mkdir(path.join(outDir, 'icons'), { recursive: true })

for (const [name, entry] of Object.entries(entries)) {
  await build({
    configFile: false,
    root: packageDir,
    publicDir: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: false,
      target: 'chrome111',
      minify: true,
      lib: {
        entry: path.join(packageDir, entry),
        formats: ['iife'],
        name: name.replaceAll('-', '_'),
        fileName: () => `${name}.js`,
      },
    },
  })
}

const packageJson = JSON.parse(await fs.readFile(path.join(packageDir, 'package.json'), 'utf8'))
const manifest = JSON.parse(
  await fs.readFile(path.join(packageDir, 'extension', 'manifest.json'), 'utf8'),
)
manifest.version = String(packageJson.version).replace(/[-+].*$/, '')
manifest.version_name = packageJson.version
await fs.writeFile(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)

for (const size of [16, 32, 48, 128]) {
  await fs.writeFile(path.join(outDir, 'icons', `icon-${size}.png`), renderIconPng(size))
}
console.info(
  `Built the Foyer test wallet extension into ${path.relative(process.cwd(), outDir) || '.'}`,
)
