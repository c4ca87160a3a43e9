import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// The end-to-end tests' static server (loopback, free port): one server for both suites.
import { type StaticServer, serveStatic } from '../../../e2e/src/harness/static-server.js'
import { comparePngs } from './compare.js'
import { VISUAL_MODES, type VisualMode } from './modes.js'
import { Pool } from './page-pool.js'
import { readStoryIndex, type VisualCase, visualCases } from './stories.js'
import {
  CHROMIUM_PATH,
  launchChromium,
  openStoryPage,
  PINNED_FONT_FILES,
  type StoryPage,
} from './story-page.js'

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const staticDir = path.join(appDir, 'storybook-static')
/** Committed reference images, `<mode>/<story id>.png`. */
const referencesDir = path.join(appDir, 'visual-references')
/** Screenshots and diff images of the last failing run (not committed). */
const failuresDir = path.join(appDir, '../../.foyer-tmp/visual-failures')
/** Pages rendering stories of one mode side by side (the project's maxConcurrency). */
const PAGES_PER_MODE = 3
/** `pnpm visual:update` sets it: every screenshot becomes the new reference. */
const updating = process.env.FOYER_VISUAL_UPDATE === '1'

const chromiumPresent = fs.existsSync(CHROMIUM_PATH)
const stories = readStoryIndex(staticDir)
const cases = stories ? visualCases(stories) : []

if (!chromiumPresent) {
  console.warn(
    `visual regression skipped: no Chromium at ${CHROMIUM_PATH} (apt-get install chromium)`,
  )
}

describe.skipIf(!chromiumPresent)('visual regression of the ui and views stories', () => {
  let server: StaticServer
  let browser: Browser
  const pools = new Map<VisualMode['name'], Pool<StoryPage>>()
  const poolOf = (mode: VisualMode, firstStoryId: string) => {
    let pool = pools.get(mode.name)
    if (!pool) {
      pool = new Pool(PAGES_PER_MODE, () => openStoryPage(browser, server.url, mode, firstStoryId))
      pools.set(mode.name, pool)
    }
    return pool
  }

  beforeAll(async () => {
    if (!stories) return
    server = await serveStatic(staticDir)
    browser = await launchChromium()
  })

  afterAll(async () => {
    for (const pool of pools.values()) for (const page of pool.items()) await page.close()
    await browser?.close()
    await server?.close()
    if (updating && stories) removeStaleReferences(cases)
  })

  it('has a built Storybook with the pinned fonts to render', () => {
    expect(
      stories,
      'build Storybook first: pnpm exec turbo run build --filter @foyer/storybook',
    ).toBeDefined()
    expect(stories?.length).toBeGreaterThan(0)
    for (const font of PINNED_FONT_FILES) {
      expect(fs.existsSync(path.join(staticDir, font)), `${font} in storybook-static`).toBe(true)
    }
  })

  for (const mode of VISUAL_MODES) {
    const ofMode = cases.filter((visualCase) => visualCase.mode === mode)
    describe.concurrent(mode.name, () => {
      for (const visualCase of ofMode) {
        it(visualCase.story.id, async () => {
          const pool = poolOf(mode, visualCase.story.id)
          const shot = await pool.use((page) =>
            page.screenshot(visualCase.story.id, visualCase.settleMs),
          )
          checkAgainstReference(visualCase, shot)
        })
      }
    })
  }
})

/** Compares with the reference (or writes it when updating); saves the diff on a change. */
function checkAgainstReference(visualCase: VisualCase, shot: Buffer): void {
  const reference = path.join(referencesDir, visualCase.referenceName)
  if (updating) {
    const same = fs.existsSync(reference) && comparePngs(fs.readFileSync(reference), shot).same
    if (!same) {
      fs.mkdirSync(path.dirname(reference), { recursive: true })
      fs.writeFileSync(reference, shot)
    }
    return
  }
  const saveFailure = (suffix: string, png: Buffer) => {
    const file = path.join(
      failuresDir,
      visualCase.referenceName.replace(/\.png$/, `.${suffix}.png`),
    )
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, png)
    return path.relative(process.cwd(), file)
  }
  if (!fs.existsSync(reference)) {
    const saved = saveFailure('actual', shot)
    throw new Error(
      `no reference image ${path.relative(process.cwd(), reference)} (screenshot: ${saved}); run \`pnpm visual:update\` and commit it`,
    )
  }
  const comparison = comparePngs(fs.readFileSync(reference), shot)
  if (comparison.same) return
  const saved = saveFailure('actual', shot)
  const diff = comparison.diffPng ? `, diff: ${saveFailure('diff', comparison.diffPng)}` : ''
  throw new Error(
    `${visualCase.referenceName} changed: ${comparison.reason} (screenshot: ${saved}${diff}); if the change is intended, run \`pnpm visual:update\` and commit the references`,
  )
}

/** After a full update: deletes reference images of stories that no longer exist. */
function removeStaleReferences(all: readonly VisualCase[]): void {
  const wanted = new Set(all.map((visualCase) => visualCase.referenceName))
  for (const mode of VISUAL_MODES) {
    const folder = path.join(referencesDir, mode.name)
    if (!fs.existsSync(folder)) continue
    for (const file of fs.readdirSync(folder)) {
      if (!wanted.has(`${mode.name}/${file}`)) fs.rmSync(path.join(folder, file))
    }
  }
}
