import type { Page } from 'playwright-core'
import { afterAll } from 'vitest'
import type { BrowserSession } from './chromium.js'
import { openFreshDemo } from './social-provider.js'
import type { DemoTestContext } from './use-demo-session.js'

/**
 * For a test file that logs in again "on another device": returns a function opening the
 * file's demo in a new browser profile (nothing stored, connect button ready); those browsers
 * are closed after the file (or the `describe` it is called in).
 */
export function useFreshDemos(ctx: DemoTestContext): () => Promise<Page> {
  const browsers: BrowserSession[] = []
  afterAll(async () => {
    for (const browser of browsers) await browser.close().catch(() => {})
  })
  return () => openFreshDemo(ctx.session.url, browsers)
}
