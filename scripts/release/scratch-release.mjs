// The release as the maintainers cut it, made in a scratch copy of the repository so the repo
// itself never changes: copy the working tree (tracked and new files, nothing git ignores),
// install from the lockfile, apply the pending changesets (`changeset version`: new versions
// and CHANGELOG.md files), build every package, and pack each published one as
// `pnpm publish` would (workspace ranges replaced by versions).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/** Copies the working tree of `root` into `dir`: what git tracks, plus new files it does not ignore. */
export function copyWorkingTree(root, dir) {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  let copied = 0
  for (const file of listed.toString().split('\0').filter(Boolean)) {
    const from = path.join(root, file)
    if (!fs.existsSync(from)) continue // deleted in the working tree, not yet committed
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.cpSync(from, path.join(dir, file), { verbatimSymlinks: true })
    copied++
  }
  return copied
}

/** The changeset files waiting to be released (not the folder's README or config). */
export function pendingChangesets(dir) {
  return fs
    .readdirSync(path.join(dir, '.changeset'))
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
}

/**
 * Installs, versions and builds the copy in `dir` with `run` (scripts/fresh-app.mjs's step
 * runner). Throws when a changeset is left after versioning.
 */
export function versionAndBuild(dir, run) {
  run('install (scratch copy)', 'pnpm', ['install', '--offline', '--frozen-lockfile'], dir)
  const before = pendingChangesets(dir).length
  run(`changeset version (${before} changesets)`, 'pnpm', ['exec', 'changeset', 'version'], dir)
  const left = pendingChangesets(dir)
  if (left.length > 0) throw new Error(`changeset version left ${left.join(', ')} behind`)
  run(
    'build',
    'pnpm',
    [
      'exec',
      'turbo',
      'run',
      'build',
      '--concurrency=1',
      '--output-logs=errors-only',
      '--filter=./packages/*',
    ],
    dir,
  )
}

/**
 * Packs each named package (name → its folder) into `dest` and reads each tarball back:
 * name → { tarball, manifest (the packed package.json), files (paths without `package/`) }.
 */
export function packAll(byName, names, dest) {
  const packed = new Map()
  for (const name of names) {
    const out = execFileSync('pnpm', ['pack', '--pack-destination', dest], {
      cwd: byName.get(name),
    })
    const file = out.toString().trim().split('\n').pop()
    const tarball = path.isAbsolute(file) ? file : path.join(dest, path.basename(file))
    packed.set(name, { tarball, ...readTarball(tarball) })
  }
  return packed
}

/** A tarball's package.json and the paths of its files (without the `package/` folder). */
export function readTarball(tarball) {
  const entries = execFileSync('tar', ['-tzf', tarball]).toString().split('\n').filter(Boolean)
  const files = new Set(entries.map((entry) => entry.replace(/^[^/]+\//, '')))
  const manifestEntry = entries.find((entry) => /^[^/]+\/package\.json$/.test(entry))
  if (!manifestEntry) throw new Error(`${path.basename(tarball)} has no package.json`)
  const manifest = JSON.parse(execFileSync('tar', ['-xzOf', tarball, manifestEntry]).toString())
  return { manifest, files }
}
