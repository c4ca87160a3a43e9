import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from './fresh-app.mjs'

/** The folders the README's "Repository" table lists (its first column). */
function listedFolders() {
  const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8')
  return [...readme.matchAll(/^\| `((?:packages|apps)\/[\w-]+)` \|/gm)].map((match) => match[1])
}

/** Every package and app of the workspace (a folder with a package.json). */
function workspaceFolders() {
  return ['packages', 'apps'].flatMap((parent) =>
    fs
      .readdirSync(path.join(repoRoot, parent))
      .filter((name) => fs.existsSync(path.join(repoRoot, parent, name, 'package.json')))
      .map((name) => `${parent}/${name}`),
  )
}

describe("the README's package table", () => {
  it('lists every package and app, once, and nothing else', () => {
    const listed = listedFolders()
    expect([...listed].sort()).toEqual(workspaceFolders().sort())
  })
})
