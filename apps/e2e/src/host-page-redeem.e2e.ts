import type { Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { approveInFarcasterClient, openFarcasterInFrame } from './harness/farcaster-flows.js'
import { useFreshDemos } from './harness/fresh-demos.js'
import { hostRecord, openSpiedDemo, watchLoginSecrets } from './harness/host-recorder.js'
import { nodeAttacker } from './harness/node-attacker.js'
import { githubAuthorizeUrl, signInAtProvider } from './harness/social-provider.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { expectText, viewLocator } from './harness/views.js'

/**
 * Issue 29, the two one-time secrets that leave the frame's origin: the Farcaster channel
 * token (the frame's QR code and link carry it to the phone; the host page never sees it,
 * host-page-secrets.e2e.ts) and the Telegram mini-app return (the tab comes back with
 * `result_uri`, whose `login_code` the frame exchanges, so a script recording the host page,
 * harness/host-recorder.ts, sees it). Whoever holds one races the frame to redeem it from
 * Node at the very moment the frame would (the frame's own request is held until the
 * attacker got its answer), with the frame's Origin and a DPoP proof of its own key. It is refused, the user's login then completes, and the
 * host's record holds no session token.
 */
describe('a one-time secret that left the frame, redeemed from Node', () => {
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

  it('Farcaster: the channel token redeems nothing outside the frame', async () => {
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

    await openFarcasterInFrame(page)
    // The token as the auth server handed it to the frame (read from the network here: the
    // host page no longer sees it, host-page-secrets.e2e.ts), standing in for a leaked link.
    channelToken = secrets.channelTokens[0] ?? ''
    expect(channelToken).not.toBe('')
    await approveInFarcasterClient(page, 'alice')
    await viewLocator(page, 'Account').waitFor({ timeout: 60_000 })
    await expectText(page.getByTestId('demo-status'), 'connected')

    expect(attacked).toEqual({ done: true })
    expect(answers.map((answer) => answer.status)).toEqual([401, 401])
    const record = await hostRecord(page)
    expect(record).not.toContain(channelToken)
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
