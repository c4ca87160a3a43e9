import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { type DemoSession, type DemoSessionOptions, startDemoSession } from './demo-session.js'
import { reportFailure } from './failure-report.js'
import { closeModalIfOpen } from './flows.js'

/** What {@link useDemoSession} gives a test file once its `beforeAll` has run. */
export interface DemoTestContext {
  readonly session: DemoSession
  /** The demo, open in one tab the file's tests share. */
  readonly page: Page
}

/**
 * One demo session for a test file (its own stack, server and browser), with the demo open
 * in a tab. After each test: no request may have left the machine, no error went uncaught
 * in the demo's tabs, no page or frame reported a Content-Security-Policy violation, and a
 * modal a failed test left open is closed so that the next test starts from the page. A failed
 * test's page is described in the log first (see `reportFailure`).
 */
export function useDemoSession(options: DemoSessionOptions = {}): DemoTestContext {
  let session: DemoSession | undefined
  let page: Page | undefined
  beforeAll(async () => {
    session = await startDemoSession(options)
    page = await session.openDemo()
  })
  afterAll(async () => {
    await session?.close()
  })
  afterEach(async (context) => {
    if (page && context.task.result?.state === 'fail') await reportFailure(page, context.task.name)
    expect(session?.browser.outsideRequests).toEqual([])
    // Taken out before the check, so that one failure does not fail every later test.
    expect(session?.pageErrors.splice(0)).toEqual([])
    expect(session?.browser.cspViolations.splice(0)).toEqual([])
    if (page) await closeModalIfOpen(page)
  })
  return {
    get session() {
      if (!session) throw new Error('The demo session has not started (beforeAll failed?).')
      return session
    },
    get page() {
      if (!page) throw new Error('The demo page is not open (beforeAll failed?).')
      return page
    },
  }
}
