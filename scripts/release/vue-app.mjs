// The release rehearsal's Vue app: apps/example-vue's source (a Vue 3 + Vite app using
// @foyer/elements' custom elements) in a fresh folder outside any workspace, its Foyer packages
// by name and version from the rehearsal's registry, every other dependency at the version the
// workspace pins. The caller installs, type-checks (`tsc`) and builds it.
import fs from 'node:fs'
import path from 'node:path'
import { workspaceVersion } from '../fresh-app.mjs'

const EXAMPLE = 'apps/example-vue'
const TOOLS = ['typescript', '@types/node']

/**
 * Writes the app into `dir` from `root`'s apps/example-vue: `@foyer/*` dependencies as
 * `specOf(name)` gives them, the rest (and the dev tools) at the workspace's versions.
 */
export function writeVueApp(root, dir, specOf) {
  const example = path.join(root, EXAMPLE)
  const manifest = JSON.parse(fs.readFileSync(path.join(example, 'package.json'), 'utf8'))
  const pin = (names) =>
    Object.fromEntries(
      names.map((name) => [
        name,
        name.startsWith('@foyer/') ? specOf(name) : workspaceVersion(name, root),
      ]),
    )
  const app = {
    name: 'vue-app',
    private: true,
    type: 'module',
    dependencies: pin(Object.keys(manifest.dependencies)),
    devDependencies: pin([...Object.keys(manifest.devDependencies), ...TOOLS]),
  }
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(app, null, 2))
  fs.cpSync(path.join(example, 'src'), path.join(dir, 'src'), { recursive: true })
  for (const file of ['index.html', 'vite.config.ts'])
    fs.copyFileSync(path.join(example, file), path.join(dir, file))
  // The example's tsconfig extends the workspace's; the fresh app states the same settings.
  const compilerOptions = {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'bundler',
    strict: true,
    noUncheckedIndexedAccess: true,
    verbatimModuleSyntax: true,
    isolatedModules: true,
    noEmit: true,
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    types: ['node', 'vite/client'],
  }
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions, include: ['src', 'vite.config.ts'] }),
  )
}
