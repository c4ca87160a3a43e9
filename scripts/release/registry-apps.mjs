// The four fresh apps of the release rehearsal, each in its own folder outside any workspace,
// installing Foyer's packages by name and version from the rehearsal's registry (their .npmrc
// sends the @foyer scope there and names no other registry): the README's quick start in a Vite
// app, apps/example-next's source in a Next.js App Router app, and @foyer/wagmi's README quick
// start in a wagmi app, and apps/example-vue's source in a Vue app (scripts/release/vue-app.mjs).
// The Vite, Next.js and Vue apps bundle @foyer/elements. Each must
// type-check and build without a warning. The app code is the one scripts/check-quickstart.mjs
// builds from tarballs (scripts/fresh-app.mjs, scripts/quickstart-next.mjs).
import fs from 'node:fs'
import path from 'node:path'
import {
  addViteModule,
  failOnBuildWarnings,
  readQuickStart,
  workspaceVersion,
  writeViteApp,
} from '../fresh-app.mjs'
import { writeNextApp } from '../quickstart-next.mjs'
import { readWagmiQuickStart } from '../quickstart-wagmi.mjs'
import { npmrcFor } from './local-registry.mjs'
import { writeVueApp } from './vue-app.mjs'

/** A client module putting Foyer's custom elements on the page, for Ethereum. */
const ELEMENTS_MODULE = `'use client'

import { createEvmAdapter } from '@foyer/adapter-evm'
import { createFoyerElements, type FoyerElements } from '@foyer/elements'
import { fromViemChain } from '@foyer/react'
import { mainnet } from 'viem/chains'

/** Foyer's custom elements, configured for Ethereum. */
export function createElements(): FoyerElements {
  return createFoyerElements({
    projectId: 'my-app',
    networks: [fromViemChain(mainnet)],
    adapters: [createEvmAdapter()],
  })
}
`
const ELEMENTS = {
  packages: ['@foyer/elements'],
  file: 'elements',
  route: 'elements',
  hash: 'elements',
  module: ELEMENTS_MODULE,
  start: 'createElements()',
  title: 'Custom elements',
}

/**
 * Foyer's packages as the registry has them: `name → version` for each published one (no
 * overrides: the registry's own manifests say what each depends on).
 */
const registrySource = (published) => ({
  specOf: (name) => published.get(name),
  overrides: {},
})

const install = ['install', '--ignore-workspace']

/** Makes, installs, type-checks and builds the four apps in `work`; throws on the first failure. */
export function buildRegistryApps({ root, work, registry, published, run }) {
  const source = registrySource(published)
  const appFolder = (name) => {
    const dir = path.join(work, name)
    fs.mkdirSync(dir)
    fs.writeFileSync(path.join(dir, '.npmrc'), npmrcFor(registry))
    return dir
  }
  const bin = (dir, name) => path.join(dir, 'node_modules/.bin', name)

  const vite = appFolder('vite-app')
  const quickStart = readQuickStart(root)
  writeViteApp(
    vite,
    { ...quickStart, packages: [...quickStart.packages, ...ELEMENTS.packages] },
    source,
  )
  addViteModule(vite, ELEMENTS)
  run('Vite app: install by name', 'pnpm', install, vite)
  run('Vite app: type check', bin(vite, 'tsc'), ['-p', '.'], vite)
  failOnBuildWarnings('the Vite build', run('Vite app: build', bin(vite, 'vite'), ['build'], vite))

  const wagmi = appFolder('wagmi-app')
  writeViteApp(wagmi, readWagmiQuickStart(root), source, { skipLibCheck: true })
  run('wagmi app: install by name', 'pnpm', install, wagmi)
  run('wagmi app: type check', bin(wagmi, 'tsc'), ['-p', '.'], wagmi)
  failOnBuildWarnings(
    'the wagmi build',
    run('wagmi app: build', bin(wagmi, 'vite'), ['build'], wagmi),
  )

  const next = appFolder('next-app')
  writeNextApp(root, next, source, (name) => workspaceVersion(name, root), ELEMENTS)
  run('Next.js app: install by name', 'pnpm', install, next)
  const nextCli = path.join(next, 'node_modules/next/dist/bin/next')
  failOnBuildWarnings(
    'next build',
    run('Next.js app: type check and build', process.execPath, [nextCli, 'build'], next),
  )

  const vue = appFolder('vue-app')
  writeVueApp(root, vue, (name) => published.get(name))
  run('Vue app: install by name', 'pnpm', install, vue)
  run('Vue app: type check', bin(vue, 'tsc'), ['-p', '.'], vue)
  failOnBuildWarnings('the Vue build', run('Vue app: build', bin(vue, 'vite'), ['build'], vue))
  return [vite, wagmi, next, vue]
}

/**
 * Problems with what each app's lockfile resolved for Foyer's packages: each must be at its
 * released version (`versionOf`: name → version) with the integrity the rehearsal's registry
 * published (`integrities`: name → `dist.integrity`), so it came from there, not from a
 * tarball, a link or elsewhere.
 */
export function checkResolvedFromRegistry(appDirs, integrities, versionOf) {
  const problems = []
  for (const dir of appDirs) {
    const app = path.basename(dir)
    const lockfile = fs.readFileSync(path.join(dir, 'pnpm-lock.yaml'), 'utf8')
    const entries = [
      ...lockfile.matchAll(/^ {2}'?(@foyer\/[\w-]+)@([^:'(\s]+)'?:\n {4}resolution: \{([^}]*)\}/gm),
    ]
    if (entries.length === 0) problems.push(`${app}: no @foyer package in its lockfile`)
    for (const [, name, resolved, resolution] of entries) {
      const integrity = resolution.match(/integrity: (\S+?),?(\s|$)/)?.[1]
      const version = versionOf.get(name)
      if (version === undefined) problems.push(`${app}: ${name} was not published`)
      else if (resolved !== version)
        problems.push(`${app}: ${name} resolved to ${resolved}, not ${version}`)
      else if (!integrities.has(name)) problems.push(`${app}: ${name} was not published`)
      else if (integrity !== integrities.get(name))
        problems.push(`${app}: ${name}@${version} is not the tarball the registry published`)
    }
  }
  return problems
}
