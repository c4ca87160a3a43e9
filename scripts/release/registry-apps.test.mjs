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

describe("the apps' lockfiles", () => {
  it('pass when each Foyer package is the tarball the registry published', () => {
    expect(checkResolvedFromRegistry([appWith('good')], published, '0.1.0')).toEqual([])
  })

  it('fail on another tarball under the same name and version', () => {
    const app = appWith('other-tarball', { integrity: 'sha512-elsewhere' })
    expect(checkResolvedFromRegistry([app], published, '0.1.0')).toEqual([
      'other-tarball: @foyer/react@0.1.0 is not the tarball the registry published',
    ])
  })

  it('fail on another version, and on an app without Foyer', () => {
    const old = appWith('old', { version: '0.0.9' })
    expect(checkResolvedFromRegistry([old], published, '0.1.0')).toEqual([
      'old: @foyer/react resolved to 0.0.9, not 0.1.0',
    ])
    const none = path.join(tmp, 'none')
    fs.mkdirSync(none)
    fs.writeFileSync(path.join(none, 'pnpm-lock.yaml'), "lockfileVersion: '9.0'\n")
    expect(checkResolvedFromRegistry([none], published, '0.1.0')).toEqual([
      'none: no @foyer package in its lockfile',
    ])
  })
})
