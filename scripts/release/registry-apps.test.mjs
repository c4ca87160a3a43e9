import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkResolvedFromRegistry } from './registry-apps.mjs'

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-registry-apps-'))
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

/** An app folder whose pnpm-lock.yaml resolved `@foyer/react` as given. */
function appWith(name, { version = '0.1.0', integrity = 'sha512-published' } = {}) {
  const dir = path.join(tmp, name)
  fs.mkdirSync(dir)
  fs.writeFileSync(
    path.join(dir, 'pnpm-lock.yaml'),
    `lockfileVersion: '9.0'\n\npackages:\n\n  '@foyer/react@${version}':\n    resolution: {integrity: ${integrity}}\n    engines: {node: '>=20'}\n\n  react@19.2.9:\n    resolution: {integrity: sha512-react}\n`,
  )
  return dir
}
const published = new Map([['@foyer/react', 'sha512-published']])
const versions = new Map([['@foyer/react', '0.1.0']])

describe("the apps' lockfiles", () => {
  it('pass when each Foyer package is the tarball the registry published', () => {
    expect(checkResolvedFromRegistry([appWith('good')], published, versions)).toEqual([])
  })

  it('pass when each package is at its own new version (a release mixes versions)', () => {
    const dir = path.join(tmp, 'mixed')
    fs.mkdirSync(dir)
    fs.writeFileSync(
      path.join(dir, 'pnpm-lock.yaml'),
      `lockfileVersion: '9.0'\n\npackages:\n\n  '@foyer/common@0.1.0':\n    resolution: {integrity: sha512-common}\n\n  '@foyer/react@0.1.1':\n    resolution: {integrity: sha512-react}\n`,
    )
    const integrities = new Map([
      ['@foyer/common', 'sha512-common'],
      ['@foyer/react', 'sha512-react'],
    ])
    const mixed = new Map([
      ['@foyer/common', '0.1.0'],
      ['@foyer/react', '0.1.1'],
    ])
    expect(checkResolvedFromRegistry([dir], integrities, mixed)).toEqual([])
    expect(
      checkResolvedFromRegistry([dir], integrities, new Map([['@foyer/react', '0.1.1']])),
    ).toEqual(['mixed: @foyer/common was not published'])
  })

  it('fail on another tarball under the same name and version', () => {
    const app = appWith('other-tarball', { integrity: 'sha512-elsewhere' })
    expect(checkResolvedFromRegistry([app], published, versions)).toEqual([
      'other-tarball: @foyer/react@0.1.0 is not the tarball the registry published',
    ])
  })

  it('fail on another version, and on an app without Foyer', () => {
    const old = appWith('old', { version: '0.0.9' })
    expect(checkResolvedFromRegistry([old], published, versions)).toEqual([
      'old: @foyer/react resolved to 0.0.9, not 0.1.0',
    ])
    const none = path.join(tmp, 'none')
    fs.mkdirSync(none)
    fs.writeFileSync(path.join(none, 'pnpm-lock.yaml'), "lockfileVersion: '9.0'\n")
    expect(checkResolvedFromRegistry([none], published, versions)).toEqual([
      'none: no @foyer package in its lockfile',
    ])
  })
})
