import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { stackInboxUrl } from './harness/auth-inbox.js'
import { EMBEDDED_WALLET_FRAME } from './harness/embedded-wallet-flows.js'
import { useFreshDemos } from './harness/fresh-demos.js'
import { githubAuthorizeUrl, signInAtProvider } from './harness/social-provider.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { checkPage, checkView, expectText, viewLocator } from './harness/views.js'

/**
 * Social login through the demo's modal, as a visitor meets it: Connect's social buttons
 * (GitHub here, the devstack's local OpenID provider) open the popup from the click itself;
 * the login ends on Account with the provider user; a fresh browser profile gets the same
 * address; a Telegram mini-app's return (the tab itself went to the provider and comes back
 * with `result_uri`) ends on Account too, with the parameter gone from the address, while a
 * used or foreign `result_uri` shows its error; a script of the host page reaches neither the
 * frame's DOM nor its storage, and its forged bridge messages are dropped and counted on both
 * sides (the page's counts read through Foyer's public `getEmbeddedWalletStats`).
 */
describe('social login from the modal in the demo', () => {
  const ctx = useDemoSession({ embeddedWallet: true })
  const freshDemo = useFreshDemos(ctx)
  let address = ''
  let usedResultUri = ''

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

  /** The demo's bridge panel: the page side's counts, from `foyer.getEmbeddedWalletStats()`. */
  async function hostBridgeCounts(page: Page): Promise<{ dropped: number; origin: number }> {
    await page.getByTestId('demo-bridge-read').click()
    const dropped = Number(await page.getByTestId('demo-bridge-dropped').textContent())
    const byReason = (await page.getByTestId('demo-bridge-dropped-by').textContent()) ?? ''
    expect(dropped).not.toBeNaN()
    return { dropped, origin: Number(/origin (\d+)/.exec(byReason)?.[1] ?? 0) }
  }

  it('Connect offers the social buttons after the email field; GitHub logs in through the popup', async () => {
    const { page } = ctx
    await page.click('#connect')
    await checkView(page, 'Connect', 'social-login')
    const sections = await page
      .locator('[data-connect-method]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-connect-method')))
    expect(sections).toEqual(['email', 'social', 'wallet'])
    // The buttons show once the frame said which logins the auth service has configured.
    await page.getByTestId('foyer-social-google').waitFor()
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
    const hostBefore = await hostBridgeCounts(page)
    // A third origin: the stack's mail inbox (another port), which runs no script of its own.
    const thirdOrigin = `${stackInboxUrl(ctx.session.stack)}?to=sibling%40example.com`

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
      { frameSelector: EMBEDDED_WALLET_FRAME, third: thirdOrigin },
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
    // The page's own side drops the forged answer it posted to itself (wrong origin), and the
    // app reads that count through Foyer's public API (the demo's bridge panel).
    const hostAfter = await hostBridgeCounts(page)
    expect(hostAfter.dropped).toBeGreaterThanOrEqual(hostBefore.dropped + 1)
    expect(hostAfter.origin).toBeGreaterThanOrEqual(hostBefore.origin + 1)
    // The forged answer changed nothing: still the same account, no approval shown.
    expect(await page.getByTestId('demo-address').textContent()).toBe(address)
    expect(await page.locator('[data-testid="foyer-view-ApproveTransaction"]').count()).toBe(0)
    await page.evaluate(() => document.querySelector('iframe[name="sibling"]')?.remove())
  }, 120_000)

  it('Telegram mini-app: the tab itself logs in at the provider and returns with result_uri → Account', async () => {
    const page = await freshDemo()
    // The frame's authorize address for GitHub, as a mini-app opens it in its own tab.
    await page.click('#connect')
    const authorizeUrl = await githubAuthorizeUrl(page)
    const returned = page.context().waitForEvent('request', {
      predicate: (request) => new URL(request.url()).searchParams.has('result_uri'),
      timeout: 30_000,
    })
    await page.goto(authorizeUrl)
    await signInAtProvider(page, 'modal-octocat')
    // The frame's return page (no opener) sends the tab back to the demo with result_uri.
    const back = new URL((await returned).url())
    expect(back.origin).toBe(new URL(ctx.session.url).origin)
    usedResultUri = back.searchParams.get('result_uri') ?? ''
    expect(new URL(usedResultUri).pathname).toBe('/social-redirect.html')
    expect(new URL(usedResultUri).searchParams.get('login_code')).toBeTruthy()

    const account = viewLocator(page, 'Account')
    await account.waitFor({ timeout: 60_000 })
    await expectText(
      account.getByTestId('foyer-account-social'),
      /^Signed in with GitHub as \S*modal-octocat/,
    )
    await expectText(page.getByTestId('demo-status'), 'connected')
    expect(await page.getByTestId('demo-address').textContent()).toBe(address)
    await expect
      .poll(() => page.getByTestId('demo-event-name').allTextContents())
      .toContain('SOCIAL_LOGIN_SUCCESS')
    // The one-time address is gone from the address bar; nothing else was there to keep.
    expect(await page.evaluate(() => location.search)).toBe('')
    expect(page.url()).not.toContain('login_code')
  }, 180_000)

  it('a used or foreign result_uri: ConnectingSocial shows the error, the rest of the address stays', async () => {
    expect(usedResultUri).not.toBe('')
    const page = await freshDemo()
    const demo = new URL(ctx.session.url).origin
    const open = async (resultUri: string) => {
      await page.goto(`${demo}/?tab=keep&result_uri=${encodeURIComponent(resultUri)}#here`)
      const view = viewLocator(page, 'ConnectingSocial')
      await view.and(page.locator('[data-status="failed"]')).waitFor({ timeout: 60_000 })
      expect(await page.evaluate(() => location.search + location.hash)).toBe('?tab=keep#here')
      await expectText(page.getByTestId('demo-status'), 'disconnected')
      return (await page.getByTestId('foyer-social-error').textContent()) ?? ''
    }
    // The code was exchanged already: the auth server's answer, through the frame.
    expect(await open(usedResultUri)).toBe('Login request expired, start again')
    await checkView(page, 'ConnectingSocial', 'social-return-error')
    // Another origin's page is not the frame's return page: dropped before the frame is asked.
    const foreign = usedResultUri.replace(/^http:\/\/[^/]+/, 'http://127.0.0.1:9')
    expect(await open(foreign)).toBe('An error occurred')
  }, 180_000)

  it('Telegram return in a browser that refuses the frame IndexedDB: ConnectingSocial says why', async () => {
    const page = await freshDemo()
    const frameOrigin = ctx.session.stack.auth?.frameOrigins[0]
    expect(frameOrigin).toBeDefined()
    // Site storage blocked for the wallet's origin (as some privacy settings do).
    await page.context().addInitScript((origin) => {
      if (location.origin !== origin) return
      Object.defineProperty(window, 'indexedDB', {
        get() {
          throw new DOMException('Access to IndexedDB is blocked', 'SecurityError')
        },
      })
    }, frameOrigin)
    await page.reload()
    await page.locator('[data-testid="foyer-connect-button"]:enabled').waitFor()
    await page.click('#connect')
    const authorizeUrl = await githubAuthorizeUrl(page)
    await page.goto(authorizeUrl)
    await signInAtProvider(page, 'no-idb-octocat')

    const view = viewLocator(page, 'ConnectingSocial')
    await view.and(page.locator('[data-status="failed"]')).waitFor({ timeout: 60_000 })
    await expectText(
      page.getByTestId('foyer-social-error'),
      'This browser blocks the wallet’s site storage, so the sign-in that returned to this page cannot finish. Allow site data for this site and sign in again.',
    )
    await expectText(page.getByTestId('demo-status'), 'disconnected')
  }, 180_000)
})
