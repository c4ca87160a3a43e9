import { describe, expect, it } from 'vitest'
import {
  exportProblems,
  localRanges,
  missingRequiredFiles,
  packageProblems,
  satisfies,
  unpublishedDependencies,
} from './package-checks.mjs'

/** A package as `pnpm pack` writes it for 0.1.0: ranges resolved, every entry built. */
const goodManifest = () => ({
  name: '@foyer/react',
  version: '0.1.0',
  type: 'module',
  main: './dist/index.js',
  types: './dist/index.d.ts',
  exports: {
    '.': {
      '@foyer/source': './src/index.ts',
      types: './dist/index.d.ts',
      import: './dist/index.js',
    },
    './server': { types: './dist/server.d.ts', import: './dist/server.js' },
    './package.json': './package.json',
  },
  dependencies: { '@foyer/core': '0.1.0', '@foyer/views': '0.1.0', viem: '2.57.1' },
  peerDependencies: { react: '>=18' },
  devDependencies: { '@foyer/test-wallet': '0.1.0' },
})
const goodFiles = () =>
  new Set([
    'package.json',
    'README.md',
    'LICENSE',
    'src/index.ts',
    'dist/index.js',
    'dist/index.d.ts',
    'dist/server.js',
    'dist/server.d.ts',
  ])
const published = () =>
  new Map([
    ['@foyer/core', new Set(['0.1.0'])],
    ['@foyer/views', new Set(['0.1.0'])],
    ['@foyer/react', new Set(['0.1.0'])],
  ])

describe('the release checks', () => {
  it('find nothing wrong in a package packed as it should be', () => {
    expect(packageProblems(goodManifest(), goodFiles(), published())).toEqual([])
  })

  it('find a workspace range left behind, in any dependency field', () => {
    const manifest = goodManifest()
    manifest.dependencies['@foyer/core'] = 'workspace:*'
    manifest.devDependencies['@foyer/test-wallet'] = 'workspace:^'
    manifest.peerDependencies['@foyer/views'] = 'file:../views'
    expect(localRanges(manifest)).toEqual([
      '@foyer/react: dependencies has @foyer/core@workspace:*, a range left behind',
      '@foyer/react: peerDependencies has @foyer/views@file:../views, a range left behind',
      '@foyer/react: devDependencies has @foyer/test-wallet@workspace:^, a range left behind',
    ])
    expect(packageProblems(manifest, goodFiles(), published())).toHaveLength(3)
  })

  it('find a dependency on one of our packages that was not published', () => {
    const manifest = goodManifest()
    manifest.dependencies['@foyer/devstack'] = '0.1.0'
    expect(unpublishedDependencies(manifest, published())).toEqual([
      '@foyer/react depends on @foyer/devstack, which was not published',
    ])
  })

  it('find a dependency on a version of ours the registry does not have', () => {
    const manifest = goodManifest()
    manifest.dependencies['@foyer/core'] = '0.2.0'
    manifest.peerDependencies['@foyer/views'] = '^1.0.0'
    expect(unpublishedDependencies(manifest, published())).toEqual([
      '@foyer/react depends on @foyer/core@0.2.0, but only 0.1.0 was published',
      '@foyer/react depends on @foyer/views@^1.0.0, but only 0.1.0 was published',
    ])
  })

  it('leave test-only packages and other scopes alone', () => {
    const manifest = goodManifest()
    manifest.devDependencies['@foyer/bench'] = '0.0.0'
    manifest.dependencies['@other/thing'] = '1.0.0'
    expect(unpublishedDependencies(manifest, published())).toEqual([])
  })

  it('find an exports entry pointing at a file the tarball lacks', () => {
    const files = goodFiles()
    files.delete('dist/server.js')
    expect(exportProblems(goodManifest(), files)).toEqual([
      '@foyer/react: exports["./server"].import points at ./dist/server.js, missing',
    ])
  })

  it('find malformed exports entries', () => {
    const manifest = goodManifest()
    manifest.exports['./server'] = { types: './dist/server.js' }
    manifest.exports['./styles'] = 'dist/styles.css'
    manifest.main = 'dist/missing.js'
    expect(exportProblems(manifest, goodFiles())).toEqual([
      '@foyer/react: main points at ./dist/missing.js, missing',
      '@foyer/react: exports["./server"] has no import or default condition',
      '@foyer/react: exports["./server"].types is not a .d.ts file',
      '@foyer/react: exports["./styles"] is "dist/styles.css", not a ./ path',
    ])
    delete manifest.exports
    expect(exportProblems(manifest, goodFiles())).toContain('@foyer/react: no "exports" field')
  })

  it('find a missing README or LICENSE', () => {
    const files = goodFiles()
    files.delete('LICENSE')
    expect(missingRequiredFiles(goodManifest(), files)).toEqual([
      '@foyer/react: LICENSE is missing from the tarball',
    ])
  })

  it('read exact, caret, tilde and star ranges', () => {
    expect(satisfies('0.1.0', '0.1.0')).toBe(true)
    expect(satisfies('0.1.0', '*')).toBe(true)
    expect(satisfies('0.1.3', '^0.1.0')).toBe(true)
    expect(satisfies('0.2.0', '^0.1.0')).toBe(false)
    expect(satisfies('1.4.0', '^1.2.0')).toBe(true)
    expect(satisfies('1.1.0', '^1.2.0')).toBe(false)
    expect(satisfies('1.2.9', '~1.2.0')).toBe(true)
    expect(satisfies('1.3.0', '~1.2.0')).toBe(false)
    expect(satisfies('0.1.0', '>=0.1.0')).toBe(false)
  })
})
