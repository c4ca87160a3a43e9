import { describe, expect, it } from 'vitest'
import { takeSocialResultUri, takeSocialReturn } from './social-return.js'

function fakeWindow(href: string) {
  const calls: { state: unknown; url: string }[] = []
  const win = {
    location: { href } as Location,
    history: {
      state: { page: 1 },
      replaceState(state: unknown, _unused: string, url: string) {
        calls.push({ state, url })
        win.location.href = url
      },
    } as unknown as History,
  }
  return { win, calls }
}

const RESULT =
  'https://frame.example/social-redirect.html?login_code=abc&host_origin=https%3A%2F%2Fdapp.example'

describe('takeSocialResultUri (Telegram mini-app return)', () => {
  it('reads result_uri and removes it from the address, keeping the rest and the state', () => {
    const { win, calls } = fakeWindow(
      `https://dapp.example/app?tab=2&result_uri=${encodeURIComponent(RESULT)}#top`,
    )
    expect(takeSocialResultUri(win)).toBe(RESULT)
    expect(calls).toEqual([{ state: { page: 1 }, url: 'https://dapp.example/app?tab=2#top' }])
    expect(takeSocialResultUri(win)).toBeUndefined()
  })

  it('does nothing without result_uri', () => {
    const { win, calls } = fakeWindow('https://dapp.example/?a=1')
    expect(takeSocialResultUri(win)).toBeUndefined()
    expect(calls).toEqual([])
  })

  it('removes but ignores a malformed value', () => {
    for (const bad of [
      'javascript:alert(1)',
      'not a url',
      `https://x.example/${'a'.repeat(4000)}`,
    ]) {
      const { win, calls } = fakeWindow(
        `https://dapp.example/?result_uri=${encodeURIComponent(bad)}`,
      )
      expect(takeSocialResultUri(win)).toBeUndefined()
      expect(calls[0]?.url).toBe('https://dapp.example/')
    }
  })

  it("with the frame origin, accepts only that origin's return page", () => {
    const frameOrigin = 'https://frame.example'
    const take = (value: string) =>
      takeSocialReturn(
        fakeWindow(`https://dapp.example/?result_uri=${encodeURIComponent(value)}`).win,
        frameOrigin,
      )
    expect(take(RESULT)).toEqual({ ok: true, uri: RESULT })
    for (const bad of [
      RESULT.replace('frame.example', 'evil.example'),
      RESULT.replace('https://frame.example', 'http://frame.example'),
      RESULT.replace('frame.example', 'frame.example:8443'),
      RESULT.replace('/social-redirect.html', '/other.html'),
      RESULT.replace('/social-redirect.html', '/social-redirect.html/x'),
      'not a url',
    ]) {
      expect(take(bad)).toEqual({ ok: false })
    }
    expect(takeSocialReturn(fakeWindow('https://dapp.example/?a=1').win, frameOrigin)).toBe(
      undefined,
    )
  })
})
