import fs from 'node:fs'
import path from 'node:path'
import { VISUAL_MODES, type VisualMode } from './modes.js'

/** A story as Storybook's index.json lists it. */
export interface IndexedStory {
  id: string
  title: string
  name: string
  importPath: string
  tags?: string[]
}

/** One screenshot the suite takes and compares. */
export interface VisualCase {
  story: IndexedStory
  mode: VisualMode
  /** `<mode>/<story id>.png`, relative to the references folder. */
  referenceName: string
  /** How long the story needs after rendering before it stops changing (its timers). */
  settleMs: number
}

/** A story with this tag is left out of the suite (say why beside the tag). */
export const SKIP_TAG = 'no-visual'

/**
 * A story with this tag changes once more after a timer (e.g. "Try again" enabled after
 * CONNECT_RETRY_DELAY_MS, 1 s): the suite waits {@link SETTLE_MS} before its screenshot.
 */
export const SETTLE_TAG = 'visual-settle'
export const SETTLE_MS = 1500

/** The packages whose stories the suite guards. */
const GUARDED_PACKAGES = ['/packages/ui/src/', '/packages/views/src/']

/** Reads storybook-static/index.json; `undefined` when Storybook has not been built. */
export function readStoryIndex(staticDir: string): IndexedStory[] | undefined {
  const file = path.join(staticDir, 'index.json')
  if (!fs.existsSync(file)) return undefined
  const index = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    entries: Record<string, IndexedStory & { type: string }>
  }
  return Object.values(index.entries).filter((entry) => entry.type === 'story')
}

/**
 * The screenshots to take: every guarded story in light; the first story of each component
 * (title) in dark and RTL; the first story of each view in the phone size. This keeps the
 * run under two minutes on two shared cores while each theme, direction and size is seen.
 */
export function visualCases(stories: readonly IndexedStory[]): VisualCase[] {
  const guarded = stories.filter(
    (story) =>
      GUARDED_PACKAGES.some((folder) => story.importPath.includes(folder)) &&
      !story.tags?.includes(SKIP_TAG),
  )
  const firstOfEachTitle = new Map<string, IndexedStory>()
  for (const story of guarded) {
    if (!firstOfEachTitle.has(story.title)) firstOfEachTitle.set(story.title, story)
  }
  const firsts = [...firstOfEachTitle.values()]
  const storiesOf: Record<VisualMode['name'], IndexedStory[]> = {
    light: guarded,
    dark: firsts,
    rtl: firsts,
    phone: firsts.filter((story) => story.importPath.includes('/packages/views/')),
  }
  return VISUAL_MODES.flatMap((mode) =>
    storiesOf[mode.name].map((story) => ({
      story,
      mode,
      referenceName: `${mode.name}/${story.id}.png`,
      settleMs: story.tags?.includes(SETTLE_TAG) ? SETTLE_MS : 0,
    })),
  )
}
