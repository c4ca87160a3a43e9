import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StaticServer, serveStatic } from '../../../e2e/src/harness/static-server.js'
import { readStoryIndex } from './stories.js'
import { CHROMIUM_PATH, launchChromium } from './story-page.js'

const staticDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../storybook-static',
)
const built = readStoryIndex(staticDir) !== undefined

/**
 * The same Send form as its values arrive: the fee not known yet, the fee without a price,
 * then the fee's dollar value and the network balance. Each story is ready once its last
 * values are on show.
 */
const ARRIVALS = [
  { story: 'views-send--fee-arriving', ready: ['foyer-send-not-yet-known'] },
  { story: 'views-send--native-only', ready: ['foyer-send-fee'] },
  { story: 'views-send--with-tokens', ready: ['foyer-send-fee-usd', 'foyer-send-network-usd'] },
] as const

const SCREENS = [
  { name: 'phone', viewport: { width: 360, height: 640 } },
  { name: 'desktop', viewport: { width: 800, height: 600 } },
] as const

/**
 * A value that arrives late must not move Send under the user's finger (an e2e click missed
 * it on CI): in real Chromium, Send's box is the same in every state of the details.
 */
describe.skipIf(!fs.existsSync(CHROMIUM_PATH) || !built)('Send as late values arrive', () => {
  let server: StaticServer
  let browser: Browser

  beforeAll(async () => {
    server = await serveStatic(staticDir)
    browser = await launchChromium()
  })

  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  for (const screen of SCREENS) {
    it(`keeps Send where it is on a ${screen.name} screen`, async () => {
      const page = await browser.newPage({ viewport: screen.viewport })
      try {
        const boxes: string[] = []
        for (const { story, ready } of ARRIVALS) {
          await page.goto(`${server.url}/iframe.html?id=${story}&viewMode=story`)
          for (const testId of ready) await page.getByTestId(testId).first().waitFor()
          await page.evaluate(() => document.fonts.ready)
          boxes.push(`${story}: ${await settledBox(page, 'foyer-send-submit')}`)
        }
        const [first, ...rest] = boxes.map((line) => line.slice(line.indexOf(':') + 2))
        expect(
          rest.every((box) => box === first),
          boxes.join('\n'),
        ).toBe(true)
      } finally {
        await page.close()
      }
    })
  }
})

/** A control's box once the modal's opening transition is over (the same box 200 ms apart). */
async function settledBox(page: Page, testId: string): Promise<string> {
  const read = async () => JSON.stringify(await page.getByTestId(testId).boundingBox())
  let previous = await read()
  for (let attempt = 0; attempt < 20; attempt++) {
    await page.waitForTimeout(200)
    const current = await read()
    if (current === previous) return current
    previous = current
  }
  return previous
}
