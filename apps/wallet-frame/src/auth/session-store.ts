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

/**
 * The session, kept in the frame origin's localStorage (the host page cannot read it), with
 * one refresh on a 401. Sign-out and a failed refresh clear it (SPEC §4: cached login data).
 */
export class SessionStore {
  private session: Session | undefined

  constructor(
    private readonly client: AuthClient,
    private readonly storageKey: string,
    private readonly storage: Storage = globalThis.localStorage,
  ) {
    try {
      const parsed = storedSchema.safeParse(JSON.parse(storage.getItem(storageKey) ?? 'null'))
      this.session = parsed.success ? parsed.data : undefined
    } catch {
      this.session = undefined
    }
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
    let fresh: Session
    try {
      fresh = await this.client.refresh(session.refreshToken)
    } catch (error) {
      this.clear()
      throw error
    }
    this.set(fresh)
    return call(fresh.accessToken)
  }
}
