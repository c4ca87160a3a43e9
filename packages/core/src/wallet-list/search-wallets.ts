import { SEARCH_ENTRIES, SEARCH_MIN_WAIT_MS } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'
import type { GetWalletsResult } from '../directory/types.js'
import { walletListParams } from './directory-first-page.js'

/**
 * Searches the directory by name: one request of up to 100 entries (SPEC §9), settled no
 * sooner than 300 ms after it began (a failure too), so a list does not flicker while the user
 * types. Rejects with the directory's error, or at once with an AbortError once `signal` aborts.
 * `undefined` without a directory or for a blank query.
 */
export function searchWallets(
  client: FoyerClient,
  query: string,
  options: { signal?: AbortSignal } = {},
): Promise<GetWalletsResult> | undefined {
  const search = query.trim()
  const directory = client.directory
  if (!search || !directory) return undefined
  const { signal } = options
  // Ends early when the search is given up, so nothing waits on a cleared timer.
  const minimumWait = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, SEARCH_MIN_WAIT_MS)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true },
    )
  })
  const request = directory.getWallets(
    { page: 1, entries: SEARCH_ENTRIES, search, ...walletListParams(client) },
    signal ? { signal } : {},
  )
  return request.then(
    async (result) => {
      await minimumWait
      if (signal?.aborted) throw new DOMException('The search was given up.', 'AbortError')
      return result
    },
    async (error: unknown) => {
      await minimumWait
      throw error
    },
  )
}
