import { type RunningAuth, startDevstackAuth } from '@foyer/devstack'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BrowserSession, launchBrowser } from './harness/chromium.js'
import { type FrameHostWorld, startFrameHost } from './harness/frame-host.js'
import { signInAtProvider } from './harness/social-provider.js'

/**
 * Social login end to end in Chromium, offline: a host page mounts the real wallet frame
 * through the bridge; a click opens the popup, which goes through the real auth server to the
 * devstack's local OpenID provider (`oidc-provider`, registered as "github"), logs in there and
 * comes back to the frame's return page; the frame exchanges the code and the host gets the
 * user with an address. Reload keeps it; a fresh browser profile with the same provider user
 * gets the same address; the Telegram return (`result_uri`, no popup) works and leaves the
 * address clean.
 */

let world: FrameHostWorld<RunningAuth>
const browsers: BrowserSession[] = []

type Social = { user?: Record<string, unknown>; error?: string }
type Bridge = { request(type: string, payload: object): Promise<Record<string, unknown>> }
type HostWindow = { social: Social; bridge: Bridge }

async function openHost(
  browser?: BrowserSession,
): Promise<{ page: Page; browser: BrowserSession }> {
  const session = browser ?? (await launchBrowser())
  if (!browser) browsers.push(session)
  const page = await session.newPage()
  await page.goto(world.hostPageUrl(world.auth.info.projectId))
  return { page, browser: session }
}

const socialState = (page: Page) =>
  page.evaluate(() => ({ ...(window as never as HostWindow).social }))

async function socialLogin(page: Page, login: string): Promise<Record<string, unknown>> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.click('#social-github')])
  await signInAtProvider(popup, login)
  await popup.waitForEvent('close', { timeout: 20_000 }).catch(async (error: unknown) => {
    throw new Error(`the popup stayed open at ${popup.url()}: ${await popup.content()}`, {
      cause: error,
    })
  })
  await expect.poll(() => socialState(page), { timeout: 25_000 }).not.toEqual({})
  const state = await socialState(page)
  expect(state.error).toBeUndefined()
  return state.user as Record<string, unknown>
}

describe('social login through the wallet frame with a real OpenID provider', () => {
  beforeAll(async () => {
    world = await startFrameHost({
      start: ({ frameOrigin }) => startDevstackAuth({}, { frameOrigins: [frameOrigin] }, 60_000),
      url: (auth) => auth.info.url,
    })
  }, 300_000)

  afterAll(async () => {
    for (const browser of browsers) await browser.close().catch(() => {})
    await world?.close()
  })

  let address = ''

  it('logs in with GitHub in a popup and gets an address', async () => {
    const { page } = await openHost()
    const user = await socialLogin(page, 'octocat')
    expect(user).toMatchObject({
      socialProvider: 'github',
      username: expect.stringContaining('octocat'),
      email: null,
      preferredAccountType: 'eoa',
    })
    address = user.address as string
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    await page.reload()
    const after = await page.evaluate(async () => {
      const { bridge } = window as never as HostWindow
      await (bridge as never as { ready(): Promise<void> }).ready()
      return {
        connected: await bridge.request('IS_CONNECTED', {}),
        user: await bridge.request('GET_USER', {}),
      }
    })
    expect(after.connected).toEqual({ isConnected: true })
    expect(after.user.address).toBe(address)
  }, 120_000)

  it('a fresh browser profile with the same provider user gets the same address', async () => {
    const { page } = await openHost()
    const user = await socialLogin(page, 'octocat')
    expect(user.address).toBe(address)
    const other = await openHost()
    expect((await socialLogin(other.page, 'hubot')).address).not.toBe(address)
  }, 120_000)

  it('Telegram mini-app: the tab itself goes to the provider and returns with result_uri', async () => {
    const { page } = await openHost()
    const { uri } = await page.evaluate(async () => {
      const { bridge } = window as never as HostWindow
      await (bridge as never as { ready(): Promise<void> }).ready()
      return bridge.request('GET_SOCIAL_REDIRECT_URI', { provider: 'github' })
    })
    await page.goto(uri as string)
    await signInAtProvider(page, 'octocat')
    await page
      .waitForURL((url) => url.origin === world.host.url, { timeout: 20_000 })
      .catch(async (error: unknown) => {
        throw new Error(`the tab stayed at ${page.url()}: ${await page.content()}`, {
          cause: error,
        })
      })
    await expect.poll(() => socialState(page), { timeout: 25_000 }).not.toEqual({})
    const state = await socialState(page)
    expect(state.error).toBeUndefined()
    expect(state.user?.address).toBe(address)
    expect(new URL(page.url()).searchParams.has('result_uri')).toBe(false)
    expect(new URL(page.url()).search).not.toContain('login_code')
  }, 120_000)
})
