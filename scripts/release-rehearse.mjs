#!/usr/bin/env node
// `pnpm release:rehearse`: the next release, cut and installed as its users will install it,
// without touching the repository or any public registry (CONTRIBUTING.md, "Releasing").
//   1. A scratch copy of the working tree: install, `changeset version`, build
//      (scripts/release/scratch-release.mjs).
//   2. Every published package packed and checked: no workspace range left, no dependency on a
//      package of ours that is not published, every `exports` target in the tarball, README and
//      LICENSE shipped (scripts/release/package-checks.mjs).
//   3. A local registry for the run (verdaccio on 127.0.0.1, storage in the temp folder, a user
//      created for the run); every package published to it, then read back and checked again
//      as the registry serves it (scripts/release/local-registry.mjs).
//   4. Fresh Vite, Next.js, wagmi and Vue apps install @foyer/react, @foyer/adapter-evm,
//      @foyer/elements and @foyer/wagmi by name and version from it, type-check and build
//      (scripts/release/registry-apps.mjs, scripts/release/vue-app.mjs).
// Then the registry stops and the temp folder goes (`--keep` keeps it). Exit 0 when all holds;
// otherwise 1 with what failed. Prints how long each phase took.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { publishedPackages, repoRoot, stepRunner, workspacePackages } from './fresh-app.mjs'
import { downloadTarball, readPublished, startLocalRegistry } from './release/local-registry.mjs'
import { packageProblems } from './release/package-checks.mjs'
import { buildRegistryApps, checkResolvedFromRegistry } from './release/registry-apps.mjs'
import {
  copyWorkingTree,
  packAll,
  readTarball,
  versionAndBuild,
} from './release/scratch-release.mjs'

const PREFIX = 'release:rehearse'
const keep = process.argv.includes('--keep')
const run = stepRunner(PREFIX, {
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
})
const startedAt = Date.now()
const timings = []
/** Runs one phase and records how long it took. */
async function phase(name, action) {
  const at = Date.now()
  const result = await action()
  timings.push(`${name} ${Math.round((Date.now() - at) / 1000)} s`)
  return result
}
const failWith = (problems) => {
  throw new Error(`${problems.length} problem(s):\n  ${problems.join('\n  ')}`)
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-release-'))
let registry
try {
  const repo = path.join(work, 'repo')
  await phase('version and build', () => {
    const files = copyWorkingTree(repoRoot, repo)
    console.info(`${PREFIX}: copied ${files} files to ${repo}`)
    versionAndBuild(repo, run)
  })

  const byName = workspacePackages(repo)
  const names = publishedPackages(byName)
  const packed = await phase('pack and check', () => {
    const tarballs = path.join(work, 'tarballs')
    fs.mkdirSync(tarballs)
    const result = packAll(byName, names, tarballs)
    const planned = new Map(
      [...result].map(([name, { manifest }]) => [name, new Set([manifest.version])]),
    )
    const problems = [...result.values()].flatMap(({ manifest, files }) =>
      packageProblems(manifest, files, planned),
    )
    if (problems.length > 0) failWith(problems)
    console.info(`${PREFIX}: packed and checked ${result.size} packages`)
    return result
  })
  // Each package has its own version: a changeset bumps only the packages it names.
  const versionOf = new Map([...packed].map(([name, { manifest }]) => [name, manifest.version]))
  const version = versionOf.get('@foyer/react')

  registry = await phase('registry start', () =>
    startLocalRegistry(
      path.join(work, 'registry'),
      path.join(repoRoot, 'node_modules/verdaccio/bin/verdaccio'),
    ),
  )
  console.info(`${PREFIX}: local registry at ${registry.url}`)

  const integrities = await phase('publish and read back', async () => {
    const publishDir = path.join(work, 'publish')
    fs.mkdirSync(publishDir)
    const host = registry.url.replace(/^http:/, '')
    fs.writeFileSync(path.join(publishDir, '.npmrc'), `${host}:_authToken=${registry.token}\n`)
    for (const [name, { tarball }] of packed)
      run(
        `publish ${name}`,
        'pnpm',
        ['publish', tarball, '--registry', registry.url, '--no-git-checks'],
        publishDir,
      )
    const { versions, manifests } = await readPublished(registry, names, versionOf)
    const problems = names
      .filter((name) => !manifests.has(name))
      .map((name) => `${name}@${versionOf.get(name)} is not in the registry`)
    for (const [name, manifest] of manifests) {
      const file = path.join(publishDir, `${name.replace('/', '-')}.tgz`)
      await downloadTarball(registry, manifest.dist.tarball, file)
      problems.push(...packageProblems(manifest, readTarball(file).files, versions))
    }
    if (problems.length > 0) failWith(problems)
    console.info(
      `${PREFIX}: the registry serves ${manifests.size} packages at their new versions (@foyer/react ${version}), all checked`,
    )
    return new Map([...manifests].map(([name, manifest]) => [name, manifest.dist.integrity]))
  })

  await phase('apps', () => {
    const apps = buildRegistryApps({ root: repo, work, registry, published: versionOf, run })
    const problems = checkResolvedFromRegistry(apps, integrities, versionOf)
    if (problems.length > 0) failWith(problems)
  })
  console.info(
    `${PREFIX}: ${version} installs by name from the registry into Vite, Next.js, wagmi and Vue apps, which type-check and build`,
  )
} catch (error) {
  console.error(`${PREFIX}: ${error.message}`)
  process.exitCode = 1
} finally {
  if (registry) await registry.stop()
  if (keep) console.info(`${PREFIX}: kept ${work}`)
  else fs.rmSync(work, { recursive: true, force: true })
  console.info(
    `${PREFIX}: ${process.exitCode ? 'FAILED' : 'passed'} in ${Math.round((Date.now() - startedAt) / 1000)} s (${timings.join(', ')})`,
  )
}
