// What makes a published package unusable by name, found from its manifest and the list of
// files in its tarball: a range only the workspace can resolve (`workspace:`, `file:`, `link:`),
// a dependency on one of our packages that the registry does not have (at that version), an
// `exports` entry that is malformed or points at a file the tarball lacks, and a missing README
// or LICENSE. Pure functions: each returns the problems as sentences, none when all is well.
// The release rehearsal (scripts/release-rehearse.mjs) runs them on every tarball before
// publishing it and again on what the registry serves after.

/** The manifest fields whose ranges a package manager resolves on install. */
const DEPENDENCY_FIELDS = [
  'dependencies',
  'peerDependencies',
  'optionalDependencies',
  'devDependencies',
]

/** Ranges that resolve only inside the repository the package was built in. */
const LOCAL_RANGE = /^(workspace|file|link|portal):/

/** Files every published package must ship (paths inside the tarball's `package/` folder). */
const REQUIRED_FILES = ['package.json', 'README.md', 'LICENSE']

/** `workspace:*` and the like left in any dependency field. */
export function localRanges(manifest) {
  const problems = []
  for (const field of DEPENDENCY_FIELDS)
    for (const [name, range] of Object.entries(manifest[field] ?? {}))
      if (LOCAL_RANGE.test(range))
        problems.push(`${manifest.name}: ${field} has ${name}@${range}, a range left behind`)
  return problems
}

/**
 * Dependencies on our own packages (names under `scope`) that `published` (name → the versions
 * the registry has) cannot satisfy. Only what an install resolves counts: dependencies, peer and
 * optional ones. Ranges understood: an exact version, `^x.y.z`, `~x.y.z` and `*`.
 */
export function unpublishedDependencies(manifest, published, scope = '@foyer/') {
  const problems = []
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies'])
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (!name.startsWith(scope) || LOCAL_RANGE.test(range)) continue
      const versions = [...(published.get(name) ?? [])]
      if (versions.length === 0)
        problems.push(`${manifest.name} depends on ${name}, which was not published`)
      else if (!versions.some((version) => satisfies(version, range)))
        problems.push(
          `${manifest.name} depends on ${name}@${range}, but only ${versions.join(', ')} was published`,
        )
    }
  return problems
}

/** Whether `version` (x.y.z) is in `range` (see {@link unpublishedDependencies}). */
export function satisfies(version, range) {
  if (range === '*' || range === version) return true
  const match = range.match(/^([\^~])(\d+)\.(\d+)\.(\d+)$/)
  const parts = version.match(/^(\d+)\.(\d+)\.(\d+)$/)
  if (!match || !parts) return false
  const [want, have] = [match.slice(2).map(Number), parts.slice(1).map(Number)]
  const atLeast =
    have[0] > want[0] ||
    (have[0] === want[0] && (have[1] > want[1] || (have[1] === want[1] && have[2] >= want[2])))
  if (!atLeast) return false
  if (match[1] === '~') return have[0] === want[0] && have[1] === want[1]
  // Caret: the left-most non-zero part stays.
  if (want[0] > 0) return have[0] === want[0]
  if (want[1] > 0) return have[0] === 0 && have[1] === want[1]
  return have[0] === 0 && have[1] === 0 && have[2] === want[2]
}

/**
 * `exports`, `main`, `module` and `types` targets that are malformed or name a file not in
 * `files` (the tarball's paths without `package/`). Every entry must be loadable by import
 * (an `import` or `default` condition) and its `types` must be a declaration file.
 */
export function exportProblems(manifest, files) {
  const problems = []
  const has = (target) => files.has(target.replace(/^\.\//, ''))
  const checkTarget = (where, target) => {
    if (typeof target !== 'string' || !target.startsWith('./'))
      problems.push(`${manifest.name}: ${where} is ${JSON.stringify(target)}, not a ./ path`)
    else if (target.includes('*')) return
    else if (!has(target)) problems.push(`${manifest.name}: ${where} points at ${target}, missing`)
  }
  for (const field of ['main', 'module', 'types'])
    if (manifest[field] !== undefined)
      checkTarget(field, `./${manifest[field].replace(/^\.\//, '')}`)
  if (!manifest.exports) {
    problems.push(`${manifest.name}: no "exports" field`)
    return problems
  }
  for (const [entry, value] of Object.entries(manifest.exports)) {
    if (!entry.startsWith('.')) {
      problems.push(`${manifest.name}: exports key ${entry} is not a subpath (./…)`)
      continue
    }
    if (typeof value === 'string') {
      checkTarget(`exports["${entry}"]`, value)
      continue
    }
    const conditions = flattenConditions(value)
    if (!conditions.some(([path]) => /(^|\.)(import|default)$/.test(path)))
      problems.push(`${manifest.name}: exports["${entry}"] has no import or default condition`)
    for (const [path, target] of conditions) {
      checkTarget(`exports["${entry}"].${path}`, target)
      if (/(^|\.)types$/.test(path) && typeof target === 'string' && !/\.d\.[cm]?ts$/.test(target))
        problems.push(`${manifest.name}: exports["${entry}"].${path} is not a .d.ts file`)
    }
  }
  return problems
}

/** Nested conditions as [`import` | `node.import` | …, target] pairs. */
function flattenConditions(value, prefix = '') {
  if (value === null || typeof value !== 'object') return [[prefix, value]]
  return Object.entries(value).flatMap(([condition, inner]) =>
    flattenConditions(inner, prefix ? `${prefix}.${condition}` : condition),
  )
}

/** README, LICENSE and the manifest missing from the tarball's `files`. */
export function missingRequiredFiles(manifest, files) {
  return REQUIRED_FILES.filter((file) => !files.has(file)).map(
    (file) => `${manifest.name}: ${file} is missing from the tarball`,
  )
}

/** Every problem of one package: its manifest, its tarball's files, what is (to be) published. */
export function packageProblems(manifest, files, published) {
  return [
    ...localRanges(manifest),
    ...unpublishedDependencies(manifest, published),
    ...exportProblems(manifest, files),
    ...missingRequiredFiles(manifest, files),
  ]
}
