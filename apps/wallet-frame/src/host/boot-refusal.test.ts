import { describe, expect, it, vi } from 'vitest'
import { AuthApiError } from '../auth/auth-client.js'
import { BOOT_REFUSAL_HINTS, bootRefusal, projectRefusalCause } from './boot-refusal.js'

const AUTH_URL = 'https://auth.example'

describe('why the frame will not serve a page', () => {
  it("the auth service's 403 is the project refusing this host origin", async () => {
    const probe = vi.fn<typeof fetch>()
    const failure = new AuthApiError('Invalid App Configuration', 403)
    expect(await projectRefusalCause(failure, AUTH_URL, probe)).toBe('host-not-allowed')
    expect(probe).not.toHaveBeenCalled()
  })

  it('a request refused by CORS while the server answers a no-cors probe: the frame origin is refused', async () => {
    const probe = vi.fn<typeof fetch>(async () => new Response(null, { status: 200 }))
    const cause = await projectRefusalCause(new TypeError('Failed to fetch'), AUTH_URL, probe)
    expect(cause).toBe('frame-origin-refused')
    const [url, init] = probe.mock.calls[0] ?? []
    expect(String(url)).toBe(`${AUTH_URL}/health`)
    expect(init).toMatchObject({ mode: 'no-cors', credentials: 'omit' })
  })

  it('no answer at all, or a 5xx: the auth service is unreachable', async () => {
    const down = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(await projectRefusalCause(new TypeError('Failed to fetch'), AUTH_URL, down)).toBe(
      'auth-unreachable',
    )
    expect(await projectRefusalCause(new AuthApiError('x', 503), AUTH_URL, down)).toBe(
      'auth-unreachable',
    )
  })

  it('each refusal names the setting to fix, and what failed', () => {
    expect(BOOT_REFUSAL_HINTS['frame-origin-refused']).toMatch(/FRAME_ORIGINS/)
    expect(BOOT_REFUSAL_HINTS['host-not-allowed']).toMatch(/PROJECTS/)
    expect(BOOT_REFUSAL_HINTS['frame-config-invalid']).toMatch(/frame-config\.json/)
    const refusal = bootRefusal('frame-config-invalid', new Error('HTTP status code: 404'))
    expect(refusal.reason).toBe('frame-config-invalid')
    expect(refusal.message).toMatch(/frame-config\.json.*HTTP status code: 404/)
  })
})
