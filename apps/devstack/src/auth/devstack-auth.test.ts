import { DpopClientKey } from '@foyer/auth-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVSTACK_AUTH_PROJECT_ID, type RunningAuth, startDevstackAuth } from './start-auth.js'

const FRAME_ORIGIN = 'http://127.0.0.1:4999'
const HOST_ORIGIN = 'http://127.0.0.1:5173'
const project = { projectId: DEVSTACK_AUTH_PROJECT_ID, hostOrigin: HOST_ORIGIN }

describe('the stack auth services (auth server process, SMTP sink, local OpenID provider)', () => {
  let auth: RunningAuth
  // The frame's proof key: every login start and redemption carries its DPoP proof.
  let key: DpopClientKey
  beforeAll(async () => {
    key = await DpopClientKey.create()
    auth = await startDevstackAuth({}, { frameOrigins: [FRAME_ORIGIN] }, 90_000)
  })
  afterAll(() => auth?.close())

  const post = async (path: string, body: unknown) => {
    const url = `${auth.info.url}${path}`
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: FRAME_ORIGIN,
        dpop: await key.proof('POST', url, Date.now()),
      },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it('mails the login code to the inbox, readable over HTTP, and logs in with it', async () => {
    const email = 'visitor@example.com'
    expect((await post('/v1/email/start', { ...project, email })).status).toBe(200)
    let code: string | undefined
    for (let tries = 0; tries < 100 && !code; tries += 1) {
      const inbox = (await (await fetch(`${auth.info.inboxUrl}?to=${email}`)).json()) as {
        messages: { subject: string; text: string }[]
      }
      code = /\b(\d{6})\b/.exec(inbox.messages.at(-1)?.text ?? '')?.[1]
      if (!code) await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(code).toMatch(/^\d{6}$/)
    const session = await post('/v1/email/verify', { ...project, email, otp: code })
    expect(session.status).toBe(200)
    expect(session.body.user).toMatchObject({ email })
    // The inbox lists only mails to the address asked for.
    const other = (await (await fetch(`${auth.info.inboxUrl}?to=nobody@example.com`)).json()) as {
      messages: unknown[]
    }
    expect(other.messages).toEqual([])
  })

  it('signs in through the local provider under each of the six names', async () => {
    expect(auth.info.socialProviders).toEqual([
      'google',
      'github',
      'apple',
      'facebook',
      'x',
      'discord',
    ])
    for (const provider of auth.info.socialProviders) {
      const cookies = new Map<string, string>()
      const go = async (url: string, init: RequestInit = {}) => {
        const response = await fetch(url, {
          ...init,
          redirect: 'manual',
          headers: {
            ...(init.headers as Record<string, string>),
            cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          },
        })
        for (const line of response.headers.getSetCookie()) {
          const [pair = ''] = line.split(';')
          const at = pair.indexOf('=')
          cookies.set(pair.slice(0, at), pair.slice(at + 1))
        }
        return response
      }
      const follow = async (start: Response, from: string) => {
        let response = start
        let url = from
        while (response.status >= 300 && response.status < 400) {
          url = new URL(response.headers.get('location')!, url).toString()
          if (url.startsWith(FRAME_ORIGIN)) return { url, response }
          response = await go(url)
        }
        return { url, response }
      }
      const authorize = `${auth.info.url}/v1/social/${provider}/authorize?${new URLSearchParams({
        ...project,
        redirectUri: `${FRAME_ORIGIN}/social`,
        dpopJkt: key.jkt,
      })}`
      const page = await follow(await go(authorize), authorize)
      expect(page.url.startsWith(auth.info.identityProviderUrl)).toBe(true)
      const html = await page.response.text()
      expect(html).toContain(`Local sign-in: ${provider}`)
      const action = new URL(/action="([^"]+)"/.exec(html)![1]!, page.url).toString()
      const submitted = await go(action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `login=${provider}-fan`,
      })
      const back = await follow(submitted, action)
      const loginCode = new URL(back.url).searchParams.get('login_code')
      expect(loginCode, back.url).toBeTruthy()
      const session = await post('/v1/social/exchange', { ...project, loginCode })
      expect(session.status).toBe(200)
      expect(session.body.user).toMatchObject({
        socialProvider: provider,
        username: `${provider}-fan`,
      })
    }
  })
})
