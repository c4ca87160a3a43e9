import fs from 'node:fs/promises'
import { type RunningAuth, startDevstackAuth, startWalletFrame } from '@foyer/devstack'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inboxMessages, nextLoginCode } from './harness/auth-inbox.js'
import { buildFixture } from './harness/build-fixture.js'
import { type BrowserSession, launchBrowser } from './harness/chromium.js'
import { freePort } from './harness/smtp-sink.js'
import { type StaticServer, serveStatic } from './harness/static-server.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { checkPage, checkView, expectText, viewLocator } from './harness/views.js'

/**
 * Social login end to end in Chromium, offline: a host page mounts the real wallet frame
 * through the bridge; a click opens the popup, which goes through the real auth server to the
 * devstack's local OpenID provider (`oidc-provider`, registered as "github"), logs in there and
 * comes back to the frame's return page; the frame exchanges the code and the host gets the
 * user with an address. Reload keeps it; a fresh browser profile with the same provider user
 * gets the same address; the Telegram return (`result_uri`, no popup) works and leaves the
 * address clean.
 */

let auth: RunningAuth
let frame: { url: string; close(): Promise<void> }
let host: StaticServer
let hostDist: string
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
  const project = auth.info.projectId
  await page.goto(`${host.url}/?frame=${encodeURIComponent(frame.url)}&project=${project}`)
  return { page, browser: session }
}

/** Fills the local provider's sign-in page. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.waitForSelector('#login', { timeout: 20_000 })
  expect(await page.title()).toContain('github')
  await page.fill('#login', login)
  await page.click('button[type="submit"]')
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
    process.env.FOYER_FRAME_REBUILD = '1'
    hostDist = await buildFixture('frame-host')
    host = await serveStatic(hostDist)
    const framePort = await freePort()
    const frameOrigin = `http://127.0.0.1:${framePort}`
    auth = await startDevstackAuth({}, { frameOrigins: [frameOrigin] }, 60_000)
    frame = await startWalletFrame({
      port: framePort,
      authUrl: auth.info.url,
      networks: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }],
    })
  }, 300_000)

  afterAll(async () => {
    for (const browser of browsers) await browser.close().catch(() => {})
    await frame?.close()
    await auth?.close()
    await host?.close()
    if (hostDist) await fs.rm(hostDist, { recursive: true, force: true })
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
      .waitForURL((url) => url.origin === host.url, { timeout: 20_000 })
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

/**
 * The same through the demo's modal, as a visitor meets it: Connect's social buttons (GitHub
 * here) open the popup from the click itself; the login ends on Account with the provider
 * user; a fresh browser profile gets the same address; an email user changes the email
 * (current email's code, then the new email's) and logs in with the new email elsewhere; a
 * script of the host page reaches neither the frame's DOM nor its storage, and its forged
 * bridge messages are dropped and counted by the frame.
 */
describe('social login and email update from the modal in the demo', () => {
  const ctx = useDemoSession({ embeddedWallet: true })
  const FRAME = 'iframe[data-testid="foyer-embedded-wallet-frame"]'
  let address = ''

  const inboxUrl = () => {
    const url = ctx.session.stack.auth?.inboxUrl
    if (!url) throw new Error('The stack runs no auth services')
    return url
  }

  /** A new browser profile (nothing stored) with the demo open and ready. */
  async function freshDemo(): Promise<Page> {
    const browser = await launchBrowser()
    browsers.push(browser)
    const page = await browser.newPage()
    await page.goto(ctx.session.url)
    await page.locator('[data-testid="foyer-connect-button"]:enabled').waitFor({ timeout: 60_000 })
    return page
  }

  /** Clicks a social button on Connect and signs in at the local provider in the popup. */
  async function loginWithButton(page: Page, provider: string, login: string): Promise<void> {
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByTestId(`foyer-social-${provider}`).click(),
    ])
    await viewLocator(page, 'ConnectingSocial').waitFor()
    await signInAtProvider(popup, login)
    await popup.waitForEvent('close', { timeout: 20_000 })
  }

  async function emailLogin(page: Page, email: string): Promise<void> {
    await page.click('#connect')
    const before = (await inboxMessages(inboxUrl(), email)).length
    await viewLocator(page, 'Connect').getByLabel('Email address').fill(email)
    await page.getByTestId('foyer-email-submit').click()
    await viewLocator(page, 'EmailVerifyOtp').waitFor()
    await page.getByLabel('Login code').fill(await nextLoginCode(inboxUrl(), email, before))
    await viewLocator(page, 'Account').waitFor({ timeout: 60_000 })
  }

  it('Connect offers the social buttons after the email field; GitHub logs in through the popup', async () => {
    const { page } = ctx
    await page.click('#connect')
    await checkView(page, 'Connect', 'social-login')
    const sections = await page
      .locator('[data-connect-method]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-connect-method')))
    expect(sections).toEqual(['email', 'social', 'wallet'])
    const buttons = await page
      .locator('[data-testid^="foyer-social-"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')))
    // features.socials' default order (Farcaster opens its own QR view, farcaster-login.e2e.ts).
    expect(buttons).toEqual([
      'foyer-social-google',
      'foyer-social-x',
      'foyer-social-discord',
      'foyer-social-farcaster',
      'foyer-social-github',
      'foyer-social-apple',
      'foyer-social-facebook',
    ])

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByTestId('foyer-social-github').click(),
    ])
    // The popup is the real provider's page, opened without a blocker in the way.
    await checkView(page, 'ConnectingSocial', 'social-login')
    await expectText(
      viewLocator(page, 'ConnectingSocial').locator('p').first(),
      'Continue in the GitHub window',
    )
    await signInAtProvider(popup, 'modal-octocat')
    const account = viewLocator(page, 'Account')
    await account.waitFor({ timeout: 60_000 })
    await expectText(
      account.getByTestId('foyer-account-social'),
      /^Signed in with GitHub as \S*modal-octocat/,
    )
    await checkPage(page, 'social-login-Account-github')
    await expectText(page.getByTestId('demo-status'), 'connected')
    address = (await page.getByTestId('demo-address').textContent()) ?? ''
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await expect
      .poll(() => page.getByTestId('demo-event-name').allTextContents())
      .toContain('SOCIAL_LOGIN_SUCCESS')
  }, 120_000)

  it('a fresh browser profile with the same provider user gets the same address', async () => {
    const page = await freshDemo()
    await page.click('#connect')
    await loginWithButton(page, 'github', 'modal-octocat')
    await expectText(page.getByTestId('demo-status'), 'connected', 60_000)
    expect(await page.getByTestId('demo-address').textContent()).toBe(address)
  }, 120_000)

  it('the host page cannot read the key; forged bridge messages are dropped and counted', async () => {
    const { page } = ctx
    // The frame's own counters, read by the test (Playwright reaches into every frame; the
    // host page's scripts cannot).
    const walletFrame = () => {
      const frame = page.frames().find((f) => f.url().includes('projectId='))
      if (!frame) throw new Error('No wallet frame in the demo')
      return frame
    }
    type Stats = { accepted: number; dropped: number; droppedBy: Record<string, number> }
    const frameStats = () =>
      walletFrame().evaluate(() =>
        (window as never as { __foyerFrameStats(): Stats }).__foyerFrameStats(),
      )
    const before = await frameStats()
    // A third origin: the stack's mail inbox (another port), which runs no script of its own.
    const thirdOrigin = `${inboxUrl()}?to=sibling%40example.com`

    const attempts = await page.evaluate(
      async ({ frameSelector, third }) => {
        const results: Record<string, string> = {}
        const iframe = document.querySelector(frameSelector) as HTMLIFrameElement
        const frameWindow = iframe.contentWindow as Window
        const frameOrigin = new URL(iframe.src).origin
        const read = (name: string, get: () => unknown) => {
          try {
            results[name] = String(get())
          } catch (error) {
            results[name] = (error as Error).name
          }
        }
        read('contentDocument', () => iframe.contentDocument)
        read('frameDocument', () => frameWindow.document.body.innerHTML)
        read('frameLocalStorage', () => frameWindow.localStorage.length)
        read('frameIndexedDB', () => frameWindow.indexedDB)
        // Nothing key-like in the host origin's storage.
        const stored = [
          ...Object.values({ ...localStorage }),
          ...Object.values({ ...sessionStorage }),
          document.cookie,
        ].join('\n')
        results.hostKeyLike = String(/(?:0x)?[0-9a-fA-F]{64}/.test(stored))
        // Forged requests posted from the host to the frame: a type the protocol lacks, and
        // a well-formed request without a request id.
        frameWindow.postMessage(
          {
            channel: 'foyer-frame/1',
            kind: 'request',
            id: 'a'.repeat(24),
            type: 'EXPORT_PRIVATE_KEY',
            payload: {},
          },
          frameOrigin,
        )
        frameWindow.postMessage(
          { channel: 'foyer-frame/1', kind: 'request', type: 'GET_USER', payload: {} },
          frameOrigin,
        )
        // A forged answer posted to the host itself, as if it came from the frame.
        window.postMessage(
          {
            channel: 'foyer-frame/1',
            kind: 'event',
            type: 'APPROVAL_SETTLED',
            payload: { approved: true },
          },
          '*',
        )
        // A third origin (a sibling frame) posting a request to the wallet frame.
        const sibling = document.createElement('iframe')
        sibling.src = third
        sibling.name = 'sibling'
        document.body.append(sibling)
        await new Promise((resolve) => sibling.addEventListener('load', resolve, { once: true }))
        return results
      },
      { frameSelector: FRAME, third: thirdOrigin },
    )
    const sibling = page.frames().find((f) => f.name() === 'sibling')
    if (!sibling) throw new Error('The third-origin frame did not load')
    await sibling.evaluate(
      ({ frameOrigin }) => {
        for (let i = 0; i < window.parent.frames.length; i++) {
          window.parent.frames[i]?.postMessage(
            {
              channel: 'foyer-frame/1',
              kind: 'request',
              id: 'b'.repeat(24),
              type: 'GET_USER',
              payload: {},
            },
            frameOrigin,
          )
        }
      },
      { frameOrigin: new URL(walletFrame().url()).origin },
    )

    expect(attempts).toEqual({
      contentDocument: 'null',
      frameDocument: 'SecurityError',
      frameLocalStorage: 'SecurityError',
      frameIndexedDB: 'SecurityError',
      hostKeyLike: 'false',
    })
    await expect
      .poll(async () => (await frameStats()).dropped - before.dropped, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(3)
    const after = await frameStats()
    expect(after.accepted).toBe(before.accepted)
    // Every forged message is counted under a drop reason.
    const reasons = (stats: Stats) =>
      Object.values(stats.droppedBy).reduce((sum, count) => sum + count, 0)
    expect(reasons(after) - reasons(before)).toBe(after.dropped - before.dropped)
    // The forged answer changed nothing: still the same account, no approval shown.
    expect(await page.getByTestId('demo-address').textContent()).toBe(address)
    expect(await page.locator('[data-testid="foyer-view-ApproveTransaction"]').count()).toBe(0)
    await page.evaluate(() => document.querySelector('iframe[name="sibling"]')?.remove())
  }, 120_000)

  it('an email user changes the email (current code, then new code); the new email logs in elsewhere', async () => {
    const page = await freshDemo()
    const oldEmail = 'before-update@example.com'
    const newEmail = 'after-update@example.com'
    await emailLogin(page, oldEmail)
    const emailAddress = (await page.getByTestId('demo-address').textContent()) ?? ''
    expect(emailAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const account = viewLocator(page, 'Account')
    await account.getByTestId('foyer-account-edit-email').click()
    await checkView(page, 'UpdateEmailWallet', 'update-email')

    const oldBefore = (await inboxMessages(inboxUrl(), oldEmail)).length
    const newBefore = (await inboxMessages(inboxUrl(), newEmail)).length
    await page.getByLabel('New email address').fill(newEmail)
    await page.getByTestId('foyer-update-email-submit').click()
    await checkView(page, 'UpdateEmailPrimaryOtp', 'update-email')
    await expectText(
      viewLocator(page, 'UpdateEmailPrimaryOtp').locator('p').first(),
      `Enter the 6-digit code sent to your current email ${oldEmail}`,
    )
    const primary = await nextLoginCode(inboxUrl(), oldEmail, oldBefore)
    const wrong = primary === '000000' ? '111111' : '000000'
    await page.getByLabel('Code').fill(wrong)
    await expectText(page.getByTestId('foyer-update-email-error'), 'Invalid code')
    await page.getByLabel('Code').fill(primary)

    await checkView(page, 'UpdateEmailSecondaryOtp', 'update-email')
    await page.getByLabel('Code').fill(await nextLoginCode(inboxUrl(), newEmail, newBefore))
    await expectText(
      viewLocator(page, 'Account').getByTestId('foyer-account-email'),
      `Signed in as ${newEmail}`,
      60_000,
    )

    // Another browser profile: the new email logs in to the same wallet.
    const other = await freshDemo()
    await emailLogin(other, newEmail)
    await expectText(other.getByTestId('demo-status'), 'connected', 60_000)
    expect(await other.getByTestId('demo-address').textContent()).toBe(emailAddress)
  }, 240_000)
})
