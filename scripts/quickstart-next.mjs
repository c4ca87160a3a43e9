// The Next.js half of scripts/check-quickstart.mjs (and of scripts/release-rehearse.mjs): a fresh
// Next.js App Router app outside the workspace, made of apps/example-next's own source (a server
// layout with <FoyerStyles /> and the cookie state, a server page importing ConnectButton),
// built with `next build` (its TypeScript check included, React 19 types) by the caller; with a
// client page, also that page's packages (the multichain one: the WalletConnect SDK and the
// Solana and Bitcoin adapters).
import fs from 'node:fs'
import path from 'node:path'

/** The Next.js example, whose app/ folder the fresh app copies. */
const EXAMPLE = 'apps/example-next'

/**
 * Writes the fresh app into `dir`. `source` says where Foyer's packages come from (see
 * scripts/fresh-app.mjs); `versionOf(name)` gives the workspace's pinned versions. `clientPage`,
 * when given, adds its `packages` and a client page at `/<route>` bundling its `module`, which
 * the page runs in the browser with `start` (an expression, e.g. `createX().start()`).
 */
export function writeNextApp(root, dir, source, versionOf, clientPage) {
  const example = JSON.parse(fs.readFileSync(path.join(root, EXAMPLE, 'package.json'), 'utf8'))
  const dependencies = {}
  for (const [name, version] of Object.entries(example.dependencies)) {
    if (version.startsWith('workspace:')) {
      dependencies[name] = source.specOf(name)
      if (!dependencies[name]) throw new Error(`${name} has no source (not packed or published)`)
    } else dependencies[name] = version
  }
  for (const name of clientPage?.packages ?? [])
    dependencies[name] = source.specOf(name) ?? versionOf(name)
  const devDependencies = { ...example.devDependencies, typescript: versionOf('typescript') }
  const manifest = { name: 'quickstart-next', private: true, dependencies, devDependencies }
  Object.assign(manifest, { pnpm: { overrides: source.overrides } })
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest, null, 2))
  fs.cpSync(path.join(root, EXAMPLE, 'app'), path.join(dir, 'app'), { recursive: true })
  if (clientPage) {
    const pageDir = path.join(dir, 'app', clientPage.route)
    fs.mkdirSync(pageDir)
    fs.writeFileSync(path.join(pageDir, `${clientPage.route}.ts`), clientPage.module)
    fs.writeFileSync(path.join(pageDir, 'page.tsx'), clientPageSource(clientPage))
  }
  const compilerOptions = {
    target: 'ES2022',
    lib: ['DOM', 'DOM.Iterable', 'ES2022'],
    strict: true,
    noEmit: true,
    module: 'ESNext',
    moduleResolution: 'Bundler',
    isolatedModules: true,
    jsx: 'react-jsx',
    skipLibCheck: true,
    types: ['node'],
  }
  const include = ['next-env.d.ts', 'app/**/*.ts', 'app/**/*.tsx', '.next/types/**/*.ts']
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, include }))
  fs.writeFileSync(path.join(dir, 'next.config.mjs'), 'export default { poweredByHeader: false }\n')
}

/** A client page running the module's `start` in the browser only (not while prerendering). */
function clientPageSource({ route, start, title }) {
  const name = start.match(/^\w+/)[0]
  return `'use client'

import { useEffect } from 'react'
import { ${name} } from './${route}'

export default function Page() {
  useEffect(() => {
    ${start}
  }, [])
  return <main>${title}</main>
}
`
}

/** Which of the packed packages the Next app needs (its workspace dependencies, and `extra`). */
export function nextAppPackages(root, extra = []) {
  const example = JSON.parse(fs.readFileSync(path.join(root, EXAMPLE, 'package.json'), 'utf8'))
  return Object.entries(example.dependencies)
    .filter(([, version]) => version.startsWith('workspace:'))
    .map(([name]) => name)
    .concat(extra)
}
