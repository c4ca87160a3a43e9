import * as z from 'zod/mini'
import { AuthApiError, type AuthClient, type Session } from './auth-client.js'

const storedSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  user: z.object({
    id: z.string(),
    email: z.nullable(z.string()),
    username: z.nullable(z.string()),
    socialProvider: z.nullable(z.string()),
  }),
})

/** The Web Locks API, where the browser has it (one refresh across this origin's tabs). */
type Locks = { request<T>(name: string, run: () => Promise<T>): Promise<T> }

/**
 * The session, kept in the frame origin's localStorage (the host page cannot read it), with
 * one refresh on a 401. Its tokens are bound to the frame's DPoP key, so a copy of them is
 * useless without it. Refreshes are single-flight — one at a time in this frame and, with Web
 * Locks, across the origin's tabs — so concurrent calls never present the same refresh token
 * twice (which the server treats as theft, revoking the session). Sign-out and a failed
 * refresh clear it (SPEC §4: cached login data).
 */
export class SessionStore {
  private session: Session | undefined
  private refreshing: Promise<Session> | undefined

  constructor(
    private readonly client: AuthClient,
    private readonly storageKey: string,
    private readonly storage: Storage = globalThis.localStorage,
    private readonly locks: Locks | undefined = globalThis.navigator?.locks,
  ) {
    this.session = this.read()
  }

  /** The current session, if any. */
  get current(): Session | undefined {
    return this.session
  }

  /** Keeps a new session. */
  set(session: Session): void {
    this.session = session
    this.storage.setItem(this.storageKey, JSON.stringify(session))
  }

  /** Forgets the session. */
  clear(): void {
    this.session = undefined
    this.storage.removeItem(this.storageKey)
  }

  /**
   * Runs `call` with the access token; on a 401 refreshes once and retries.
   *
   * @throws {AuthApiError} 401 when there is no session or the refresh fails (the session is cleared).
   */
  async withToken<T>(call: (token: string) => Promise<T>): Promise<T> {
    const session = this.session
    if (!session) throw new AuthApiError('Not signed in', 401)
    try {
      return await call(session.accessToken)
    } catch (error) {
      if (!(error instanceof AuthApiError) || error.status !== 401) throw error
    }
    const fresh = await this.refreshOnce(session)
    return call(fresh.accessToken)
  }

  /** The session after `stale`: the refresh in flight, or a new one (one at a time). */
  private refreshOnce(stale: Session): Promise<Session> {
    if (this.session && this.session.refreshToken !== stale.refreshToken) {
      return Promise.resolve(this.session)
    }
    if (!this.refreshing) {
      const run = () => this.rotate(stale)
      this.refreshing = (this.locks ? this.locks.request(this.storageKey, run) : run()).finally(
        () => {
          this.refreshing = undefined
        },
      )
    }
    return this.refreshing
  }

  private async rotate(stale: Session): Promise<Session> {
    // Another tab may have rotated it while this one waited for the lock.
    const stored = this.read()
    if (stored && stored.refreshToken !== stale.refreshToken) {
      this.session = stored
      return stored
    }
    try {
      const fresh = await this.client.refresh(stale.refreshToken)
      this.set(fresh)
      return fresh
    } catch (error) {
      this.clear()
      throw error
    }
  }

  private read(): Session | undefined {
    try {
      const parsed = storedSchema.safeParse(
        JSON.parse(this.storage.getItem(this.storageKey) ?? 'null'),
      )
      return parsed.success ? parsed.data : undefined
    } catch {
      return undefined
    }
  }
}
