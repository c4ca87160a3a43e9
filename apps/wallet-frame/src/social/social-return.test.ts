// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { frameMessages } from '../ui/messages.js'
import { type ReturnPageEnv, runSocialReturn } from './social-return.js'

const PAGE = 'https://frame.example/social-redirect.html'

function page(params: Record<string, string>, allowed: (origin: string) => boolean) {
  const status = document.createElement('p')
  const replace = vi.fn()
  const env: ReturnPageEnv = {
    href: `${PAGE}?${new URLSearchParams(params)}`,
    origin: 'https://frame.example',
    opener: null,
    status,
    replace,
    close: () => {},
    projectAllows: async (_projectId, hostOrigin) => allowed(hostOrigin),
  }
  return { env, status, replace }
}

describe('the social return page (no opener: Telegram mini-app)', () => {
  it('returns only to an origin the project allows, whatever the address claims', async () => {
    const allowed = (origin: string) => origin === 'https://dapp.example'
    const good = page(
      {
        login_code: 'c0de',
        project_id: 'demo',
        host_origin: 'https://dapp.example',
        return_to: 'https://dapp.example/app',
      },
      allowed,
    )
    await runSocialReturn(good.env)
    expect(good.replace).toHaveBeenCalledOnce()
    expect(new URL(good.replace.mock.calls[0]?.[0] as string).origin).toBe('https://dapp.example')
    // A crafted address (open redirect on the wallet's origin): host_origin and return_to agree,
    // but the project does not allow that origin.
    const crafted = page(
      {
        login_code: 'c0de',
        project_id: 'demo',
        host_origin: 'https://evil.example',
        return_to: 'https://evil.example/phish',
      },
      allowed,
    )
    await runSocialReturn(crafted.env)
    expect(crafted.replace).not.toHaveBeenCalled()
    // No project named: not followed either.
    const unnamed = page(
      { host_origin: 'https://dapp.example', return_to: 'https://dapp.example/' },
      allowed,
    )
    await runSocialReturn(unnamed.env)
    expect(unnamed.replace).not.toHaveBeenCalled()
  })

  it('never shows query text: an ?error= script is not on the page', async () => {
    const hostile = page(
      { error: '<script>alert(1)</script> Your wallet is locked, call +1 555' },
      () => false,
    )
    await runSocialReturn(hostile.env)
    expect(hostile.status.textContent).toBe(frameMessages.SOCIAL_FAILED)
    expect(hostile.status.innerHTML).not.toContain('script')
    expect(hostile.status.textContent).not.toContain('555')
  })
})
