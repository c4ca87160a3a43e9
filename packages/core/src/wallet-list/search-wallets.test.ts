import { SEARCH_ENTRIES, SEARCH_MIN_WAIT_MS } from '@foyer/common'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { GetWalletsParams, WalletDirectoryClient } from '../directory/types.js'
import { createTestClient } from '../test-utils/test-client.js'
import { searchWallets } from './search-wallets.js'

function directory(answer: () => Promise<{ data: []; count: number }>) {
  const requests: GetWalletsParams[] = []
  const client: WalletDirectoryClient = {
    getWallets: (params) => {
      requests.push(params)
      return answer()
    },
    walletImageUrl: (id) => `https://directory.example/${id}`,
    assetImageUrl: (id) => id,
    currencyImageUrl: (id) => id,
    tokenImageUrl: (id) => id,
  }
  return { client, requests }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('searchWallets (SPEC §9)', () => {
  it('asks for 100 entries and answers no sooner than 300 ms after it began', async () => {
    vi.useFakeTimers()
    const fake = directory(async () => ({ data: [], count: 3 }))
    const client = createTestClient({ directory: fake.client })
    let settled = false
    const search = searchWallets(client, '  rain ')!.then((result) => {
      settled = true
      return result
    })
    await vi.advanceTimersByTimeAsync(SEARCH_MIN_WAIT_MS - 1)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await search).toEqual({ data: [], count: 3 })
    // With the app's networks as `chains` (SPEC §7), like every wallet list.
    const chains = client.options.networks.map((network) => network.caipNetworkId)
    expect(fake.requests).toEqual([{ page: 1, entries: SEARCH_ENTRIES, search: 'rain', chains }])
  })

  it('makes a failure wait out the minimum too, and a blank query asks nothing', async () => {
    vi.useFakeTimers()
    const fake = directory(async () => {
      throw new Error('directory down')
    })
    const client = createTestClient({ directory: fake.client })
    expect(searchWallets(client, '   ')).toBeUndefined()
    let failed = false
    const search = searchWallets(client, 'rain')!.catch((error: Error) => {
      failed = true
      return error.message
    })
    await vi.advanceTimersByTimeAsync(SEARCH_MIN_WAIT_MS - 1)
    expect(failed).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await search).toBe('directory down')
    expect(fake.requests).toHaveLength(1)
  })

  it('rejects with an AbortError at once when given up, never with the late answer', async () => {
    const fake = directory(async () => ({ data: [], count: 1 }))
    const client = createTestClient({ directory: fake.client })
    const controller = new AbortController()
    const search = searchWallets(client, 'rain', { signal: controller.signal })!
    controller.abort()
    await expect(search).rejects.toMatchObject({ name: 'AbortError' })
  })
})
