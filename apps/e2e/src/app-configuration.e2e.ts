import { demoConfigOf } from '@foyer/demo/stack'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { DEMO_DIST } from './harness/global-setup.js'
import { type StaticServer, serveStatic } from './harness/static-server.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { checkView, expectText } from './harness/views.js'

/**
 * The embedded wallet misconfigured, as a visitor and a developer meet it (issue 40 item 4):
 * the demo's project on an origin the auth service does not allow, and a project id it does
 * not know, show 'Invalid App Configuration' within seconds of opening Connect (before: a 20 s
 * wait, then 'A problem occurred while trying initialize authentication'), with the cause in
 * the console; so does an auth service that does not list the frame's origin in FRAME_ORIGINS
 * (the frame itself reports that cause through the bridge); and Connect offers only the social
 * logins the auth service has configured (before: all seven, and a click on one without a
 * client failed).
 */

/** Only GitHub and Discord have a client; Farcaster is off. */
const CONFIGURED = ['github', 'discord']

describe('a misconfigured embedded wallet in the demo', () => {
  const ctx = useDemoSession({
    embeddedWallet: true,
    auth: {
      // 127.0.0.1 on any port is allowed, localhost (the same server) is not.
      projects: { 'foyer-demo': { allowedOrigins: ['http://127.0.0.1:*'] } },
      socialProviders: CONFIGURED,
      farcaster: false,
    },
  })
  const servers: StaticServer[] = []
  afterAll(async () => {
    for (const server of servers) await server.close()
  })

  /** Opens `url` in a new tab of the session's browser, recording its console. */
  async function open(url: string): Promise<{ page: Page; console: string[] }> {
    const page = await ctx.session.browser.newPage()
    const console: string[] = []
    page.on('console', (message) => console.push(message.text()))
    page.on('pageerror', (error) => ctx.session.pageErrors.push(error.message))
    await page.goto(url)
    await page.locator('[data-testid="foyer-connect-button"]:enabled').waitFor({ timeout: 30_000 })
    return { page, console }
  }

  /** Opens Connect and waits for the alert; returns how long it took. */
  async function alertAfterConnect(page: Page): Promise<number> {
    const started = Date.now()
    await page.click('#connect')
    const alert = page.getByTestId('foyer-alert')
    await expectText(alert.locator('strong'), 'Invalid App Configuration', 15_000)
    return Date.now() - started
  }

  it("Connect offers only the social logins the project's auth service has configured", async () => {
    const { page } = ctx
    await page.click('#connect')
    await checkView(page, 'Connect', 'app-configuration')
    await page.getByTestId('foyer-social-discord').waitFor()
    const buttons = await page
      .locator('[data-testid^="foyer-social-"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')))
    // features.socials' order (google, x, discord, farcaster, github, …), only those configured.
    expect(buttons).toEqual(['foyer-social-discord', 'foyer-social-github'])
    expect(await page.getByTestId('foyer-alert').count()).toBe(0)
  }, 120_000)

  it("a page on an origin the project does not allow: 'Invalid App Configuration' at once, the cause in the console", async () => {
    const { page, console } = await open(ctx.session.url.replace('127.0.0.1', 'localhost'))
    const took = await alertAfterConnect(page)
    expect(took).toBeLessThan(10_000)
    const line = console.find((text) => text.includes('[foyer] Invalid App Configuration'))
    expect(line).toMatch(/allowed origins/)
    expect(line).toContain(
      `page ${new URL(ctx.session.url.replace('127.0.0.1', 'localhost')).origin}`,
    )
    expect(await page.locator('[data-testid^="foyer-social-"]').count()).toBe(0)
    await page.close()
  }, 120_000)

  it("a project id the auth service does not know: 'Invalid App Configuration' at once, the project named in the console", async () => {
    const config = {
      ...demoConfigOf(ctx.session.stack, { injectTestWallet: false }),
      projectId: 'no-such-project',
    }
    const server = await serveStatic(DEMO_DIST, { '/demo-config.json': JSON.stringify(config) })
    servers.push(server)
    const { page, console } = await open(server.url)
    const took = await alertAfterConnect(page)
    expect(took).toBeLessThan(10_000)
    const line = console.find((text) => text.includes('[foyer] Invalid App Configuration'))
    expect(line).toContain('project "no-such-project"')
    await page.close()
  }, 120_000)
})

describe("an auth service that does not list the wallet frame's origin", () => {
  // The frame page renders (its hosting reads the project server-side), but every request the
  // frame makes is refused by CORS: the frame itself reports the cause through the bridge.
  const ctx = useDemoSession({
    embeddedWallet: true,
    auth: { frameOrigins: ['http://127.0.0.1:9'] },
  })

  it("'Invalid App Configuration' at once, and the console names FRAME_ORIGINS", async () => {
    const { page } = ctx
    const console: string[] = []
    page.on('console', (message) => console.push(message.text()))
    const started = Date.now()
    await page.click('#connect')
    await expectText(
      page.getByTestId('foyer-alert').locator('strong'),
      'Invalid App Configuration',
      15_000,
    )
    expect(Date.now() - started).toBeLessThan(10_000)
    await expect
      .poll(() => console.find((text) => text.includes('[foyer] Invalid App Configuration')))
      .toMatch(/refused the wallet frame's origin: add it to the auth service's FRAME_ORIGINS/)
    expect(await page.locator('[data-testid^="foyer-social-"]').count()).toBe(0)
  }, 120_000)
})
