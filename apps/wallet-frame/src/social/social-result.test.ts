import { describe, expect, it } from 'vitest'
import {
  readSocialResult,
  returnAddress,
  SOCIAL_RESULT_TYPE,
  socialResultSchema,
} from './social-result.js'

const FRAME = 'https://frame.example/social-redirect.html'

describe('readSocialResult', () => {
  it('reads the login code, else the error, else a generic error', () => {
    expect(readSocialResult('?login_code=abc&host_origin=x')).toEqual({
      type: SOCIAL_RESULT_TYPE,
      loginCode: 'abc',
    })
    expect(readSocialResult('?error=Social+login+failed').error).toBe('Social login failed')
    expect(readSocialResult('').error).toBe('An error occurred')
  })

  it('what it reads passes the schema the frame checks; other shapes do not', () => {
    expect(socialResultSchema.safeParse(readSocialResult('?login_code=abc')).success).toBe(true)
    for (const bad of [
      null,
      'abc',
      { type: 'other', loginCode: 'a' },
      { type: SOCIAL_RESULT_TYPE, loginCode: 'a', extra: 1 },
      { type: SOCIAL_RESULT_TYPE, loginCode: 'x'.repeat(2001) },
      { type: SOCIAL_RESULT_TYPE, loginCode: 5 },
    ]) {
      expect(socialResultSchema.safeParse(bad).success).toBe(false)
    }
  })
})

describe('returnAddress (Telegram mini-app: no opener)', () => {
  const at = (params: Record<string, string>) =>
    `${FRAME}?${new URLSearchParams({ login_code: 'c0de', ...params })}`

  it('returns to return_to with the whole return address in result_uri', () => {
    const here = at({
      return_to: 'https://dapp.example/app?tab=1',
      host_origin: 'https://dapp.example',
    })
    const back = new URL(returnAddress(here) as string)
    expect(back.origin + back.pathname).toBe('https://dapp.example/app')
    expect(back.searchParams.get('tab')).toBe('1')
    expect(back.searchParams.get('result_uri')).toBe(here)
  })

  it('never sends the code to an origin other than the one the server bound the login to', () => {
    expect(
      returnAddress(
        at({ return_to: 'https://evil.example/', host_origin: 'https://dapp.example' }),
      ),
    ).toBeUndefined()
    expect(returnAddress(at({ return_to: 'https://dapp.example/' }))).toBeUndefined()
    expect(returnAddress(at({ host_origin: 'https://dapp.example' }))).toBeUndefined()
    expect(
      returnAddress(at({ return_to: 'not a url', host_origin: 'https://dapp.example' })),
    ).toBeUndefined()
    expect(
      returnAddress(at({ return_to: 'javascript:alert(1)', host_origin: 'null' })),
    ).toBeUndefined()
  })
})
