import { type Browser, chromium, type Page } from 'playwright-core'
import type { VisualMode } from './modes.js'
import { type StoryTimers, trackShortTimers } from './story-timers.js'

/** Debian's Chromium; the suite skips when it is missing. */
export const CHROMIUM_PATH = '/usr/bin/chromium'

/**
 * Flags for pixels that do not depend on the machine: no GPU, no LCD subpixel text, no
 * hinting, sRGB, no scrollbars, one device pixel per CSS pixel.
 */
export const DETERMINISTIC_CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-dev-shm-usage',
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--disable-font-subpixel-positioning',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
  '--force-device-scale-factor=1',
]

/** The instant every story sees as "now" (Date only; timers run normally). */
export const FIXED_NOW = new Date('2026-01-15T12:00:00Z')

/**
 * The font every text is drawn in: Nunito Sans, which the Storybook build ships as files
 * beside index.html. The system font stack would pick whatever fonts the machine has.
 */
export const PINNED_FONT_FILES = ['nunito-sans-regular.woff2', 'nunito-sans-bold.woff2']

const PINNED_FONT_CSS = `
@font-face { font-family: 'Foyer Visual'; src: url('/nunito-sans-regular.woff2') format('woff2'); font-weight: 100 500; }
@font-face { font-family: 'Foyer Visual'; src: url('/nunito-sans-bold.woff2') format('woff2'); font-weight: 501 1000; }
*, *::before, *::after { font-family: 'Foyer Visual', sans-serif !important; }
*, *::before, *::after { transition: none !important; animation-delay: 0s !important; caret-color: transparent !important; }
`

/** Starts the suite's Chromium. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...DETERMINISTIC_CHROMIUM_ARGS] })
}

/** A page that renders stories of one {@link VisualMode}, one after the other. */
export interface StoryPage {
  /**
   * Renders a story, waits `settleMs` (its timers), and returns its screenshot once two in a
   * row are the same.
   */
  screenshot(storyId: string, settleMs?: number): Promise<Buffer>
  close(): Promise<void>
}

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id: string; phase?: string } }
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void }
}

/**
 * Opens Storybook's preview frame (iframe.html) in the mode's theme, direction and size, with
 * the time, locale, time zone and font fixed and animations off; nothing leaves 127.0.0.1.
 */
export async function openStoryPage(
  browser: Browser,
  origin: string,
  mode: VisualMode,
  firstStoryId: string,
): Promise<StoryPage> {
  const context = await browser.newContext({
    viewport: mode.viewport,
    deviceScaleFactor: 1,
    isMobile: mode.isMobile,
    hasTouch: mode.isMobile,
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: mode.globals.theme,
    reducedMotion: 'reduce',
  })
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort('internetdisconnected'),
  )
  const page = await context.newPage()
  const network = trackRequests(page)
  await page.clock.setFixedTime(FIXED_NOW)
  const timers = await trackShortTimers(page)
  const globals = `theme:${mode.globals.theme};direction:${mode.globals.direction}`
  await page.goto(`${origin}/iframe.html?id=${firstStoryId}&viewMode=story&globals=${globals}`)
  await page.addStyleTag({ content: PINNED_FONT_CSS })
  let current = firstStoryId
  return {
    async screenshot(storyId, settleMs = 0) {
      if (storyId !== current) {
        await page.evaluate((id) => {
          const channel = (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__
          channel?.emit('setCurrentStory', { storyId: id, viewMode: 'story' })
        }, storyId)
        current = storyId
      }
      await waitForRender(page, storyId)
      if (settleMs > 0) await page.waitForTimeout(settleMs)
      return stableScreenshot(page, network, timers)
    },
    close: () => context.close(),
  }
}

/** Waits until the preview finished rendering `storyId`; throws Storybook's error if it failed. */
async function waitForRender(page: Page, storyId: string): Promise<void> {
  const phase = await page
    .waitForFunction(
      (id) => {
        const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender
        if (render?.id !== id) return false
        return ['completed', 'finished', 'errored'].includes(render.phase ?? '')
          ? render.phase
          : false
      },
      storyId,
      { timeout: 15_000 },
    )
    .then((handle) => handle.jsonValue())
  const failed = await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))
  if (phase === 'errored' || failed) {
    const message = await page.locator('#error-message').textContent()
    throw new Error(`story ${storyId} failed to render: ${message ?? 'no message'}`)
  }
}

/** Requests of a page still under way. */
interface RequestTracker {
  /** Resolves once no request has been under way for {@link QUIET_MS} (lazy chunks arrived). */
  quiet(): Promise<void>
}

/** How long the page must have no request in flight to count as loaded. */
const QUIET_MS = 150

function trackRequests(page: Page): RequestTracker {
  let inFlight = 0
  let lastChange = Date.now()
  const change = (delta: number) => {
    inFlight += delta
    lastChange = Date.now()
  }
  page.on('request', () => change(1))
  page.on('requestfinished', () => change(-1))
  page.on('requestfailed', () => change(-1))
  return {
    async quiet() {
      const started = Date.now()
      while (inFlight > 0 || Date.now() - lastChange < QUIET_MS) {
        if (Date.now() - started > 10_000) throw new Error('requests still under way after 10 s')
        await page.waitForTimeout(25)
      }
    },
  }
}

/** Screenshots taken at most before a story counts as never settling. */
const MAX_SCREENSHOTS = 25

/**
 * Takes screenshots until two in a row are identical (lazy chunks, images, fonts and the
 * answers behind a debounce have arrived), waiting a little longer after each change.
 */
async function stableScreenshot(
  page: Page,
  network: RequestTracker,
  timers: StoryTimers,
): Promise<Buffer> {
  let previous: Buffer | undefined
  for (let attempt = 0; attempt < MAX_SCREENSHOTS; attempt++) {
    if (previous) await page.waitForTimeout(50 * Math.min(attempt, 4))
    await network.quiet()
    await timers.drain()
    await page.evaluate(async () => {
      await document.fonts.ready
      await Promise.all(
        [...document.images]
          .filter((image) => !image.complete)
          .map(
            (image) =>
              new Promise((resolve) => {
                image.addEventListener('load', resolve)
                image.addEventListener('error', resolve)
                setTimeout(resolve, 2000)
              }),
          ),
      )
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    })
    // The viewport only: a full-page shot resizes the page, and views that follow resizes move.
    const shot = await page.screenshot({ animations: 'disabled', caret: 'hide' })
    if (previous?.equals(shot)) return shot
    previous = shot
  }
  throw new Error(
    `the story kept changing over ${MAX_SCREENSHOTS} screenshots (an animation or a timer?)`,
  )
}
