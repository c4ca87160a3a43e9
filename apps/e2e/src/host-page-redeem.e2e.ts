import type { Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useFreshDemos } from './harness/fresh-demos.js'
import { hostRecord, openSpiedDemo, watchLoginSecrets } from './harness/host-recorder.js'
import { nodeAttacker } from './harness/node-attacker.js'
import { githubAuthorizeUrl, signInAtProvider } from './harness/social-provider.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { expectText, viewLocator } from './harness/views.js'

/**
 * Issue 29, the two logins where a one-time secret does pass the host page: the Farcaster
 * channel token (the host shows the QR code and link that carry it, for the phone) and the
 * Telegram mini-app return (the tab comes back with `result_uri`, whose `login_code` the
 * frame exchanges). A script recording the host page (harness/host-recorder.ts) sees them;
 * here it races the frame to redeem them from Node at the very moment the frame would (the
 * frame's own request is held until the attacker got its answer), with the frame's Origin
 * and a DPoP proof of its own key. It is refused, the user's login then completes, and the
 * host's record holds no session token.
 */
describe('a script on the host page redeeming what it saw', () => {
  const ctx = useDemoSession({ embeddedWallet: true })
  const freshDemo = useFreshDemos(ctx)

  function auth() {
    const auth = ctx.session.stack.auth
    if (!auth) throw new Error('The stack runs no auth services')
    return auth
  }

  /** Holds the frame's request to `path` until `attack` ran, then lets it through. */
  async function raceTheFrame(page: Page, path: string, attack: () => Promise<void>) {
    const attacked: { error?: unknown; done: boolean } = { done: false }
    await page.context().route(
      (url) => url.pathname === path,
      async (route: Route) => {
        if (route.request().method() === 'POST' && !attacked.done) {
          attacked.done = true
          await attack().catch((error: unknown) => {
            attacked.error = error
          })
        }
        await route.continue()
      },
    )
    return attacked
  }

  const spiedDemo = () => openSpiedDemo(freshDemo)

  it('Farcaster: the channel token in the host QR code redeems nothing outside the frame', async () => {
    const page = await spiedDemo()
    const secrets = watchLoginSecrets(page.context())
    const node = await nodeAttacker(auth().url, auth().frameOrigins[0] as string)
    const hostOrigin = new URL(page.url()).origin
    let channelToken = ''
    const answers: { status: number; body: Record<string, unknown> }[] = []
    const attacked = await raceTheFrame(page, '/v1/farcaster/session', async () => {
      for (const proof of [false, true]) {
        answers.push(
          await node.call('POST', '/v1/farcaster/session', {
            body: { projectId: auth().projectId, hostOrigin, channelToken },
            proof,
          }),
        )
      }
    })

    await page.click('#connect')
    await viewLocator(page, 'Connect').waitFor()
    await page.getByTestId('foyer-social-farcaster').click()
    const qr = page.getByTestId('foyer-farcaster-qr')
    await expect
      .poll(() => qr.getAttribute('data-farcaster-url'), { timeout: 30_000 })
      .toMatch(/^http/)
    // What the host page shows (and its script reads): the URL with the channel token.
    channelToken =
      new URL((await qr.getAttribute('data-farcaster-url')) ?? '').searchParams.get(
        'channelToken',
      ) ?? ''
    expect(channelToken).not.toBe('')
    const [client] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByTestId('foyer-farcaster-open').click(),
    ])
    await client.waitForLoadState()
    await client.selectOption('#fid', '1')
    await client.click('#approve')
    await viewLocator(page, 'Account').waitFor({ timeout: 60_000 })
    await expectText(page.getByTestId('demo-status'), 'connected')

    expect(attacked).toEqual({ done: true })
    expect(answers.map((answer) => answer.status)).toEqual([401, 401])
    const record = await hostRecord(page)
    expect(record).toContain(channelToken)
    expect(secrets.tokens.length).toBeGreaterThan(0)
    expect(secrets.tokens.filter((token) => record.includes(token))).toEqual([])
  }, 180_000)

  it('Telegram return: the login_code in result_uri redeems nothing outside the frame', async () => {
    const page = await spiedDemo()
    const secrets = watchLoginSecrets(page.context())
    const node = await nodeAttacker(auth().url, auth().frameOrigins[0] as string)
    const hostOrigin = new URL(page.url()).origin
    const answers: { status: number; body: Record<string, unknown> }[] = []
    let seenByHost = ''
    const attacked = await raceTheFrame(page, '/v1/social/exchange', async () => {
      // The code as the host page's script read it from its own address.
      const record = await hostRecord(page)
      const resultUri = /[?&]result_uri=([^&\s]+)/.exec(record)?.[1] ?? ''
      seenByHost = new URL(decodeURIComponent(resultUri)).searchParams.get('login_code') ?? ''
      for (const proof of [false, true]) {
        answers.push(
          await node.call('POST', '/v1/social/exchange', {
            body: { projectId: auth().projectId, hostOrigin, loginCode: seenByHost },
            proof,
          }),
        )
      }
    })

    // The frame's authorize address, as a mini-app opens it in its own tab.
    await page.click('#connect')
    await page.goto(await githubAuthorizeUrl(page))
    await signInAtProvider(page, 'telegram-octocat')
    await expectText(
      viewLocator(page, 'Account').getByTestId('foyer-account-social'),
      /^Signed in with GitHub as \S*telegram-octocat/,
      60_000,
    )

    expect(attacked).toEqual({ done: true })
    expect(seenByHost).not.toBe('')
    expect(secrets.loginCodes).toContain(seenByHost)
    expect(answers.map((answer) => answer.status)).toEqual([401, 401])
    const record = await hostRecord(page)
    expect(secrets.tokens.length).toBeGreaterThan(0)
    expect(secrets.tokens.filter((token) => record.includes(token))).toEqual([])
  }, 180_000)
})
