import type { FoyerClient } from '../client/types.js'
import { DEFAULT_STATE_COOKIE, snapshotInitialState } from './initial-state.js'

/** Options of {@link watchStateCookie}. */
export interface StateCookieOptions {
  /** Cookie name. Default `foyer.state`. */
  name?: string
  /** Lifetime in seconds. Default 30 days. */
  maxAgeSeconds?: number
  /** Where the cookie is written; the page's `document` by default. */
  document?: { cookie: string }
}

const THIRTY_DAYS = 30 * 24 * 60 * 60

/**
 * Keeps a cookie in step with the connection (browser only), so a server can render the
 * connected button on the next request ({@link cookieToInitialState}). Written when a
 * connection is established or changes, removed on disconnect; left alone while connecting.
 * The cookie holds addresses and connector ids, never keys or tokens. Returns the unsubscribe.
 */
export function watchStateCookie(
  client: FoyerClient,
  options: StateCookieOptions = {},
): () => void {
  const target = options.document ?? (globalThis as { document?: { cookie: string } }).document
  if (!target) return () => {}
  const name = options.name ?? DEFAULT_STATE_COOKIE
  const maxAge = options.maxAgeSeconds ?? THIRTY_DAYS
  const secure = (globalThis as { location?: Location }).location?.protocol === 'https:'
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
  let last: string | undefined
  const write = () => {
    const { byNamespace } = client.stores.account.getState()
    const accounts = Object.values(byNamespace)
    if (accounts.some((account) => account?.status === 'connecting')) return
    const snapshot = snapshotInitialState(client)
    const value = snapshot ? encodeURIComponent(JSON.stringify(snapshot)) : ''
    if (value === last) return
    last = value
    target.cookie = value
      ? `${name}=${value}; Max-Age=${maxAge}${attributes}`
      : `${name}=; Max-Age=0${attributes}`
  }
  const unsubscribeAccount = client.stores.account.subscribe(write)
  const unsubscribeNetwork = client.stores.network.subscribe(write)
  return () => {
    unsubscribeAccount()
    unsubscribeNetwork()
  }
}
