import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AuthClient, ProjectScope, Session } from '../auth/auth-client.js'
import { frameMessages } from '../ui/messages.js'
import { SOCIAL_RETURN_PATH, SocialLogin } from './social-login.js'
import { SOCIAL_RESULT_TYPE } from './social-result.js'

const FRAME_ORIGIN = 'https://frame.example'
const scope: ProjectScope = { projectId: 'p1', hostOrigin: 'https://dapp.example' }
const session: Session = {
  accessToken: 'a',
  refreshToken: 'r',
  user: { id: 'u1', email: null, username: 'octo', socialProvider: 'github' },
}

function setup(timeoutMs = 1000, proofKeyKept?: boolean) {
  const target = new EventTarget()
  const frameWindow = Object.assign(target, { location: { origin: FRAME_ORIGIN } })
  const exchangeSocial = vi.fn(async (_scope: ProjectScope, _code: string) => session)
  const auth = {
    exchangeSocial,
    socialAuthorizeUrl: (s: ProjectScope, provider: string, redirectUri: string) =>
      `https://auth.example/v1/social/${provider}/authorize?${new URLSearchParams({ ...s, redirectUri })}`,
  } as unknown as AuthClient
  const social = new SocialLogin({
    auth,
    scope,
    window: frameWindow as unknown as Window,
    timeoutMs,
    ...(proofKeyKept === undefined ? {} : { proofKeyKept }),
  })
  const post = (data: unknown, origin = FRAME_ORIGIN) =>
    target.dispatchEvent(new MessageEvent('message', { data, origin }))
  return { social, post, exchangeSocial }
}

afterEach(() => vi.useRealTimers())

describe('SocialLogin', () => {
  it('builds the authorize address returning to the frame origin page, bound to the host', () => {
    const { social } = setup()
    const uri = new URL(social.redirectUri('github'))
    expect(uri.pathname).toBe('/v1/social/github/authorize')
    expect(uri.searchParams.get('projectId')).toBe('p1')
    expect(uri.searchParams.get('hostOrigin')).toBe(scope.hostOrigin)
    const back = new URL(uri.searchParams.get('redirectUri') as string)
    expect(back.origin + back.pathname).toBe(FRAME_ORIGIN + SOCIAL_RETURN_PATH)
    expect(back.searchParams.get('return_to')).toBe(scope.hostOrigin)
  })

  it('waits for the return page of its own origin and exchanges that code', async () => {
    const { social, post, exchangeSocial } = setup()
    const uri = social.redirectUri('google')
    const done = social.connect(uri)
    post({ type: SOCIAL_RESULT_TYPE, loginCode: 'forged' }, 'https://evil.example')
    post({ type: SOCIAL_RESULT_TYPE, loginCode: 'x', extra: true })
    post('login_code=nope')
    post({ type: SOCIAL_RESULT_TYPE, loginCode: 'good' })
    await expect(done).resolves.toEqual(session)
    expect(exchangeSocial).toHaveBeenCalledTimes(1)
    expect(exchangeSocial).toHaveBeenCalledWith(scope, 'good')
  })

  it('keeps a result that arrives before the host asks', async () => {
    const { social, post, exchangeSocial } = setup()
    const uri = social.redirectUri('google')
    post({ type: SOCIAL_RESULT_TYPE, loginCode: 'early' })
    await social.connect(uri)
    expect(exchangeSocial).toHaveBeenCalledWith(scope, 'early')
  })

  it('ignores results when no login was started', async () => {
    const { social, post } = setup(50)
    post({ type: SOCIAL_RESULT_TYPE, loginCode: 'stray' })
    const uri = social.redirectUri('x')
    await expect(social.connect(uri)).rejects.toThrow('Request was aborted')
  })

  it("shows the provider's error, and refuses an address it did not issue", async () => {
    const { social, post, exchangeSocial } = setup()
    const uri = social.redirectUri('discord')
    const done = social.connect(uri)
    post({ type: SOCIAL_RESULT_TYPE, error: 'Social login failed' })
    await expect(done).rejects.toThrow('Social login failed')
    await expect(social.connect('https://auth.example/elsewhere')).rejects.toThrow()
    expect(exchangeSocial).not.toHaveBeenCalled()
  })

  it('exchanges a login code carried by the address (Telegram result_uri) at once', async () => {
    const { social, exchangeSocial } = setup()
    await social.connect(`${FRAME_ORIGIN}${SOCIAL_RETURN_PATH}?login_code=tg&host_origin=x`)
    expect(exchangeSocial).toHaveBeenCalledWith(scope, 'tg')
    await expect(
      social.connect(`${FRAME_ORIGIN}${SOCIAL_RETURN_PATH}?error=Social+login+failed`),
    ).rejects.toThrow('Social login failed')
  })

  it('a Telegram return in a browser that refuses IndexedDB says why it cannot finish', async () => {
    // The key of the page that started the login died with it: the server refuses the code.
    const { social, exchangeSocial } = setup(1000, false)
    exchangeSocial.mockRejectedValue(new Error('Invalid DPoP proof'))
    const returned = `${FRAME_ORIGIN}${SOCIAL_RETURN_PATH}?login_code=tg&host_origin=x`
    await expect(social.connect(returned)).rejects.toThrow(frameMessages.SOCIAL_RETURN_KEY_LOST)
    // With a kept key the server's own message stands (the code was used or expired).
    const kept = setup(1000, true)
    kept.exchangeSocial.mockRejectedValue(new Error('Login code expired'))
    await expect(kept.social.connect(returned)).rejects.toThrow('Login code expired')
  })

  it('gives up after its timeout: Request was aborted', async () => {
    vi.useFakeTimers()
    const { social } = setup(30_000)
    const done = social.connect(social.redirectUri('apple'))
    const check = expect(done).rejects.toThrow('Request was aborted')
    await vi.advanceTimersByTimeAsync(30_000)
    await check
  })
})
