import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ProviderConfig, SOCIAL_PROVIDERS, type SocialProvider } from './options.js'
import { CookieBrowser } from './test-utils/browser.js'
import {
  errorMessage,
  FRAME_ORIGIN,
  type Harness,
  HOST_ORIGIN,
  PROJECT_ID,
  type Session,
  startHarness,
} from './test-utils/harness.js'
import { type IdentityProvider, startIdentityProvider } from './test-utils/identity-provider.js'
import { TestProofKey } from './test-utils/proof-key.js'

const REDIRECT_URI = `${FRAME_ORIGIN}/social-return`
const project = { projectId: PROJECT_ID, hostOrigin: HOST_ORIGIN }

describe('social login against a real OpenID provider (oidc-provider)', () => {
  let h: Harness
  let idp: IdentityProvider
  beforeAll(async () => {
    // The auth server's callback URL is known only once it listens: start it on a fixed
    // free port chosen first, so the provider can register the redirect URI.
    const port = await freePort()
    idp = await startIdentityProvider(
      SOCIAL_PROVIDERS,
      `http://127.0.0.1:${port}/v1/social/callback`,
    )
    const providers: Partial<Record<SocialProvider, ProviderConfig>> = {}
    for (const name of SOCIAL_PROVIDERS) {
      providers[name] = {
        issuer: idp.issuer,
        clientId: `${name}-client`,
        clientSecret: `${name}-secret`,
      }
    }
    h = await startHarness({ port, providers })
  })
  afterAll(async () => {
    await h?.stop()
    await idp?.stop()
  })

  /** Runs the popup: authorize → provider login + consent pages → callback → frame URL. */
  async function signIn(
    provider: string,
    account: string,
    key = h.key,
    browser = new CookieBrowser(),
    stopAt = (url: URL) => url.origin === FRAME_ORIGIN,
  ): Promise<URL> {
    const authorize = `${h.server.url}/v1/social/${provider}/authorize?${new URLSearchParams({
      ...project,
      redirectUri: REDIRECT_URI,
      dpopJkt: key.jkt,
    })}`
    const atFrame = stopAt
    let step = await browser.go(authorize, atFrame)
    for (let page = 0; page < 4 && !atFrame(step.url); page += 1) {
      const html = await step.response.text()
      const action = /action="([^"]+)"/.exec(html)?.[1]
      if (!action) throw new Error(`no form at ${step.url}: ${html.slice(0, 200)}`)
      const form: Record<string, string> = html.includes('name="login"')
        ? { prompt: 'login', login: account, password: 'any' }
        : { prompt: 'consent' }
      step = await browser.go(new URL(action, step.url).toString(), atFrame, {
        method: 'POST',
        form,
      })
    }
    return step.url
  }

  it('signs in with each of the six provider names and lands a session', async () => {
    for (const provider of SOCIAL_PROVIDERS) {
      const back = await signIn(provider, `user-${provider}`)
      expect(back.pathname).toBe('/social-return')
      expect(back.searchParams.get('host_origin')).toBe(project.hostOrigin)
      const loginCode = back.searchParams.get('login_code')
      expect(loginCode, back.toString()).toBeTruthy()
      const session = await h.call<Session>('POST', '/v1/social/exchange', {
        body: { ...project, loginCode },
      })
      expect(session.status).toBe(200)
      expect(session.body.user).toMatchObject({
        socialProvider: provider,
        username: `user-${provider}`,
        email: null,
      })
      // The login code works once.
      const again = await h.call('POST', '/v1/social/exchange', { body: { ...project, loginCode } })
      expect(again).toMatchObject({
        status: 400,
        body: { error: { code: 'invalid_request', message: 'Login request expired, start again' } },
      })
    }
  })

  it('login CSRF: a victim opening the attacker’s callback URL is not logged in, and the state is spent', async () => {
    // The attacker signs in at the provider in their own browser and stops at the callback.
    const attacker = new CookieBrowser()
    const atCallback = (url: URL) => url.pathname === '/v1/social/callback'
    const callback = await signIn('github', 'mallory', h.key, attacker, atCallback)
    expect(callback.searchParams.get('code')).toBeTruthy()
    const users = async () =>
      Number(
        (await h.server.storage.sql.query<{ n: string }>('select count(*) as n from users'))[0]?.n,
      )
    const before = await users()
    // The victim's browser (with a login of its own under way, so its own cookie) opens it.
    const victim = new CookieBrowser()
    await victim.go(
      `${h.server.url}/v1/social/google/authorize?${new URLSearchParams({
        ...project,
        redirectUri: REDIRECT_URI,
        dpopJkt: h.key.jkt,
      })}`,
      (url) => url.origin !== new URL(h.server.url).origin,
    )
    const atFrame = (url: URL) => url.origin === FRAME_ORIGIN
    const opened = await victim.go(callback.toString(), atFrame)
    expect(atFrame(opened.url)).toBe(false)
    expect(opened.response.status).toBe(403)
    expect(opened.response.headers.get('content-type')).toContain('text/html')
    expect(await opened.response.text()).toContain('started in another browser')
    // Opened again without any cookie: the state is already spent, still no login code.
    const bare = await fetch(callback, { redirect: 'manual' })
    expect(bare.status).toBe(400)
    expect(await users()).toBe(before)
    // The attacker's state was spent by the refused callback: it cannot be used afterwards.
    const late = await attacker.go(callback.toString(), atFrame)
    expect(atFrame(late.url)).toBe(false)
    expect(await late.response.json()).toEqual({
      error: { code: 'invalid_request', message: 'Login request expired, start again' },
    })
    expect(await users()).toBe(before)
  })

  it('exchanges a login code only with a proof of the frame key that started the login', async () => {
    const attacker = await TestProofKey.create()
    const loginCode = new URL(await signIn('github', 'dana')).searchParams.get('login_code')
    const body = { ...project, loginCode }
    // The login code reached the host page (return_to, Telegram result_uri): it opens nothing.
    expect(await h.call('POST', '/v1/social/exchange', { body, key: null })).toMatchObject({
      status: 401,
      body: { error: { code: 'unauthorized', message: 'Missing DPoP proof' } },
    })
    expect(await h.call('POST', '/v1/social/exchange', { body, key: attacker })).toMatchObject({
      status: 401,
      body: {
        error: {
          code: 'unauthorized',
          message: 'Invalid DPoP proof: not the key this login was started with',
        },
      },
    })
    // The failed tries used nothing up: the frame's exchange still works.
    const session = await h.call<Session>('POST', '/v1/social/exchange', { body })
    expect(session.status).toBe(200)
    expect(session.body.user.username).toBe('dana')
    // A login started by the attacker's own key cannot be finished by the frame's, either way.
    const theirs = new URL(await signIn('github', 'dana', attacker)).searchParams.get('login_code')
    expect(
      (await h.call('POST', '/v1/social/exchange', { body: { ...project, loginCode: theirs } }))
        .status,
    ).toBe(401)
    // The authorize step requires the thumbprint.
    const noJkt = await h.call(
      'GET',
      `/v1/social/github/authorize?${new URLSearchParams({ ...project, redirectUri: REDIRECT_URI })}`,
      { origin: null },
    )
    expect(noJkt.status).toBe(400)
    expect(errorMessage(noJkt.body)).toMatch(/dpopJkt/)
  })

  it('finds the same user again by (provider, subject), and links a verified email', async () => {
    const first = new URL(await signIn('google', 'alice')).searchParams.get('login_code')
    const a = await h.call<Session>('POST', '/v1/social/exchange', {
      body: { ...project, loginCode: first },
    })
    const second = new URL(await signIn('google', 'alice')).searchParams.get('login_code')
    const b = await h.call<Session>('POST', '/v1/social/exchange', {
      body: { ...project, loginCode: second },
    })
    expect(b.body.user.id).toBe(a.body.user.id)
    expect(a.body.user.email).toBe('alice@example.com')
    // Email login with the provider-verified address reaches the same account.
    expect((await h.login('alice@example.com')).user.id).toBe(a.body.user.id)
  })

  it('refuses a redirect URI off the frame origin, an unknown provider and a foreign host', async () => {
    const url = (provider: string, query: Record<string, string>) =>
      `/v1/social/${provider}/authorize?${new URLSearchParams(query)}`
    expect(
      (
        await h.call(
          'GET',
          url('google', { ...project, redirectUri: 'https://evil.example/x', dpopJkt: h.key.jkt }),
          {
            origin: null,
          },
        )
      ).status,
    ).toBe(400)
    expect(
      (
        await h.call(
          'GET',
          url('myspace', { ...project, redirectUri: REDIRECT_URI, dpopJkt: h.key.jkt }),
          {
            origin: null,
          },
        )
      ).status,
    ).toBe(400)
    expect(
      await h.call(
        'GET',
        url('google', {
          ...project,
          hostOrigin: 'https://evil.example',
          redirectUri: REDIRECT_URI,
          dpopJkt: h.key.jkt,
        }),
        {
          origin: null,
        },
      ),
    ).toMatchObject({
      status: 403,
      body: { error: { code: 'invalid_app_configuration', message: 'Invalid App Configuration' } },
    })
  })

  it('refuses a login code for another host origin, and an expired one', async () => {
    const code = new URL(await signIn('discord', 'carol')).searchParams.get('login_code')
    const other = await h.call('POST', '/v1/social/exchange', {
      body: { projectId: 'bare', hostOrigin: HOST_ORIGIN, loginCode: code },
    })
    expect(other.status).toBe(400)
    const late = new URL(await signIn('discord', 'carol')).searchParams.get('login_code')
    h.clock.advance(61_000)
    expect(
      (await h.call('POST', '/v1/social/exchange', { body: { ...project, loginCode: late } }))
        .status,
    ).toBe(400)
  })

  it('sends the provider error back to the frame, and refuses an unknown state', async () => {
    const unknown = await h.call('GET', '/v1/social/callback?state=nope&code=x', { origin: null })
    expect(unknown.status).toBe(400)
  })
})

async function freePort(): Promise<number> {
  const net = await import('node:net')
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as import('node:net').AddressInfo
      server.close(() => resolve(port))
    })
  })
}
