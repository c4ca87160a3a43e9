import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page, Route } from 'playwright-core'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BrowserSession, launchBrowser } from './harness/chromium.js'
import { type StaticServer, serveStatic } from './harness/static-server.js'

/**
 * The early connect button (`@foyer/react/early`) in real Chromium, on the bench app's
 * production build: the app's own chunk is held back by the test, so the page has nothing but
 * the early entry; the button works, a click shows the modal's frame at once, and when the app's
 * chunk is let through, React replaces the button and the queued click opens the real modal.
 */

const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bench')

let dist: string
let server: StaticServer
let browser: BrowserSession

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'foyer-e2e-bench-'))
  await build({
    root: BENCH_DIR,
    configFile: path.join(BENCH_DIR, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: dist, emptyOutDir: true },
  })
  server = await serveStatic(dist)
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
  if (dist) await fs.rm(dist, { recursive: true, force: true })
})

/** Opens the bench page with its app chunk (`assets/main-*.js`) held until `release()`. */
async function openWithAppHeld(): Promise<{ page: Page; release: () => Promise<void> }> {
  const page = await browser.newPage()
  const held: Route[] = []
  let released = false
  await page.route(/\/assets\/main-[^/]+\.js$/, (route) => {
    if (released) return route.continue()
    held.push(route)
  })
  // Not waiting for load (nor DOMContentLoaded): both wait for the held module script.
  await page.goto(server.url, { waitUntil: 'commit' })
  return {
    page,
    release: async () => {
      released = true
      await Promise.all(held.map((route) => route.continue()))
    },
  }
}

const earlyButton = '#connect[data-foyer-early]'
const clientButton = '#connect:not([data-foyer-early])'
const walletConnectRow = '[data-testid="wallet-option-walletConnect"]'

describe('early connect button', () => {
  it('works before the app has loaded: a click shows the frame at once, and the modal opens when the client arrives', async () => {
    const { page, release } = await openWithAppHeld()
    try {
      const button = page.locator(earlyButton)
      await button.waitFor({ state: 'visible' })
      expect(await button.isEnabled()).toBe(true)
      expect(await button.textContent()).toBe('Connect Wallet')
      // Foyer's stylesheet is applied: the button has the primary fill, not the UA's grey.
      const background = await button.evaluate((el) => getComputedStyle(el).backgroundColor)
      expect(background).not.toBe('rgb(239, 239, 239)')
      // The app's chunk is held: no React, no client, no modal chunk.
      expect(await page.locator(clientButton).count()).toBe(0)

      await button.click()
      const frame = page.locator('[role="dialog"][data-foyer-early]')
      await frame.waitFor({ state: 'visible', timeout: 2_000 })
      expect(await frame.getAttribute('aria-busy')).toBe('true')
      expect(await page.getByRole('heading', { name: 'Loading' }).count()).toBe(1)
      expect(await frame.evaluate((el) => el.contains(document.activeElement))).toBe(true)

      await release()
      // React replaced the button; the queued click opened the real modal, and the early
      // frame left.
      await page.locator(walletConnectRow).waitFor({ state: 'visible', timeout: 60_000 })
      expect(await page.locator('#connect').count()).toBe(1)
      expect(await page.locator(clientButton).count()).toBe(1)
      expect(await page.locator('[data-foyer-early]').count()).toBe(0)
      expect(await page.getByRole('dialog').count()).toBe(1)
    } finally {
      await page.close()
    }
  })

  it('Escape closes the early frame and forgets the click: the client does not open the modal', async () => {
    const { page, release } = await openWithAppHeld()
    try {
      await page.locator(earlyButton).click()
      await page.locator('[role="dialog"][data-foyer-early]').waitFor({ state: 'visible' })
      await page.keyboard.press('Escape')
      expect(await page.getByRole('dialog').count()).toBe(0)
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('connect')

      await release()
      await page.locator(clientButton).waitFor({ state: 'visible', timeout: 60_000 })
      // Give a replay (if there were one) time to show.
      await page.waitForTimeout(500)
      expect(await page.getByRole('dialog').count()).toBe(0)
      // The client's button opens the modal as usual.
      await page.locator(clientButton).click()
      await page.locator(walletConnectRow).waitFor({ state: 'visible', timeout: 60_000 })
    } finally {
      await page.close()
    }
  })
})
