import { describe, expect, it, vi } from 'vitest'
import { createDirectoryClient } from './directory.js'

const options = { baseUrl: 'https://directory.example/dir', projectId: 'p1', sdkType: 'foyer' }

describe('createDirectoryClient', () => {
  it('builds image URLs at once, without loading the request code', () => {
    const load = vi.fn(() => import('@foyer/wallet-directory'))
    const directory = createDirectoryClient(options, load)
    const url = new URL(directory.walletImageUrl('abc-1'))
    expect(url.pathname).toBe('/dir/getWalletImage/abc-1')
    expect(url.searchParams.get('projectId')).toBe('p1')
    expect(() => directory.walletImageUrl('../etc')).toThrow(TypeError)
    expect(load).not.toHaveBeenCalled()
  })

  it('loads the client on the first request, once, and answers through it', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ count: 0, data: [] }), {
          headers: { 'content-type': 'application/json' },
        }),
    )
    const load = vi.fn(() => import('@foyer/wallet-directory'))
    const directory = createDirectoryClient({ ...options, fetch }, load)
    const [first, second] = await Promise.all([
      directory.getWallets({ page: 1, entries: 40 }),
      directory.getWallets({ page: 2, entries: 40, badge_type: 'certified' }),
    ])
    expect(first).toEqual({ count: 0, data: [] })
    expect(second).toEqual({ count: 0, data: [] })
    expect(load).toHaveBeenCalledTimes(1)
    const requested = fetch.mock.calls.map((call) => new URL(String((call as unknown[])[0])))
    expect(requested[1]?.searchParams.get('badge_type')).toBe('certified')
  })

  it('a failed load rejects the request with its error, and the next request tries again', async () => {
    const load = vi
      .fn<() => Promise<typeof import('@foyer/wallet-directory')>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockImplementation(() => import('@foyer/wallet-directory'))
    const fetch = vi.fn(async () => new Response(JSON.stringify({ count: 0, data: [] })))
    const directory = createDirectoryClient({ ...options, fetch }, load)
    await expect(directory.getWallets({ page: 1, entries: 4 })).rejects.toThrow('chunk failed')
    await expect(directory.getWallets({ page: 1, entries: 4 })).resolves.toEqual({
      count: 0,
      data: [],
    })
  })
})
