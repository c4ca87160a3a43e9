// TypeDoc for the API reference: every public package's entry points, read from the
// sources (the `@foyer/source` export condition), written as markdown pages under api/.
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
const packagesDir = path.join(root, 'packages')
const publicPackages = fs
  .readdirSync(packagesDir)
  .filter((dir) => {
    const manifest = path.join(packagesDir, dir, 'package.json')
    return fs.existsSync(manifest) && !JSON.parse(fs.readFileSync(manifest, 'utf8')).private
  })
  .sort()

/** @type {Partial<import('typedoc').TypeDocOptions & import('typedoc-plugin-markdown').PluginOptions>} */
export default {
  plugin: ['typedoc-plugin-markdown', './scripts/typedoc-package-names.mjs'],
  name: 'Foyer API reference',
  // One TypeScript program for every package (faster than one per package).
  entryPointStrategy: 'resolve',
  entryPoints: publicPackages.map((dir) => path.join(packagesDir, dir, 'src/index.ts')),
  tsconfig: path.join(import.meta.dirname, 'tsconfig.typedoc.json'),
  excludePrivate: true,
  excludeInternal: true,
  outputFileStrategy: 'modules',
  out: 'site/api',
  readme: 'none',
  skipErrorChecking: true,
  hideGenerator: true,
  disableSources: true,
  entryFileName: 'index.md',
  logLevel: 'Error',
}
