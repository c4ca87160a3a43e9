// The Next.js half of scripts/check-quickstart.mjs: a fresh Next.js App Router app outside the
// workspace, installed from the packed tarballs, made of apps/example-next's own source (a
// server layout with <FoyerStyles /> and the cookie state, a server page importing
// ConnectButton), built with `next build` (its TypeScript check included, React 19 types);
// with the multichain page, also the WalletConnect SDK and the Solana and Bitcoin adapters.
import fs from 'node:fs'
import path from 'node:path'

/** The Next.js example, whose app/ folder the fresh app copies. */
const EXAMPLE = 'apps/example-next'

/**
 * Writes the fresh app into `dir`; `versionOf(name)` gives the workspace's pinned versions.
 * `multichain`, when given, adds its packages and a client page (`/multichain`) bundling its
 * module (scripts/quickstart-multichain.mjs).
 */
export function writeNextApp(root, dir, tarballs, versionOf, multichain) {
  const example = JSON.parse(fs.readFileSync(path.join(root, EXAMPLE, 'package.json'), 'utf8'))
  const dependencies = {}
  for (const [name, version] of Object.entries(example.dependencies)) {
    if (version.startsWith('workspace:')) {
      if (!tarballs[name]) throw new Error(`${name} was not packed`)
      dependencies[name] = `file:${tarballs[name]}`
    } else dependencies[name] = version
  }
  for (const name of multichain?.packages ?? [])
    dependencies[name] = tarballs[name] ? `file:${tarballs[name]}` : versionOf(name)
  const overrides = Object.fromEntries(Object.entries(tarballs).map(([n, f]) => [n, `file:${f}`]))
  const devDependencies = { ...example.devDependencies, typescript: versionOf('typescript') }
  const manifest = { name: 'quickstart-next', private: true, dependencies, devDependencies }
  Object.assign(manifest, { pnpm: { overrides } })
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest, null, 2))
  fs.cpSync(path.join(root, EXAMPLE, 'app'), path.join(dir, 'app'), { recursive: true })
  if (multichain) {
    fs.mkdirSync(path.join(dir, 'app/multichain'))
    fs.writeFileSync(path.join(dir, 'app/multichain/multichain.ts'), multichain.module)
    fs.writeFileSync(path.join(dir, 'app/multichain/page.tsx'), MULTICHAIN_PAGE)
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

/** A client page creating the multichain Foyer in the browser only (not while prerendering). */
const MULTICHAIN_PAGE = `'use client'

import { useEffect } from 'react'
import { createMultichainFoyer } from './multichain'

export default function Multichain() {
  useEffect(() => {
    createMultichainFoyer().start()
  }, [])
  return <main>Ethereum, Solana and Bitcoin</main>
}
`

/** Which of the packed packages the Next app needs (its workspace dependencies, and `extra`). */
export function nextAppPackages(root, extra = []) {
  const example = JSON.parse(fs.readFileSync(path.join(root, EXAMPLE, 'package.json'), 'utf8'))
  return Object.entries(example.dependencies)
    .filter(([, version]) => version.startsWith('workspace:'))
    .map(([name]) => name)
    .concat(extra)
}
