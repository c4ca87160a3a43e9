import { AUTH_EVENT_TIMEOUT_MS, FoyerError, type SocialProvider } from '@foyer/common'
import { SOCIAL_RETURN_PATH } from '@foyer/frame-bridge'
import type { AuthClient, ProjectScope, Session } from '../auth/auth-client.js'
import { frameMessages } from '../ui/messages.js'
import { type SocialResult, socialResultSchema } from './social-result.js'

/** The return page's path on the frame origin (registered with the auth server's providers). */
export { SOCIAL_RETURN_PATH }

/** What {@link SocialLogin} needs around it. */
export type SocialLoginDeps = {
  auth: AuthClient
  scope: ProjectScope
  /** The frame's own window (its origin is the only one a result is accepted from). */
  window: Window
  /** How long the frame waits for the return page (default: the bridge's 30 s). */
  timeoutMs?: number
  /**
   * Whether the frame's proof key outlives this page (kept in IndexedDB). When it does not,
   * a `login_code` that comes back in a new page (Telegram's return) was bound to a key that
   * is gone, and the user is told why the login cannot finish.
   */
  proofKeyKept?: boolean
}

/**
 * The frame's half of a social login. `redirectUri(provider)` gives the host the auth
 * server's authorize address (the host opens it in a popup); `connect(uri)` finishes: with a
 * `login_code` in `uri` (Telegram's `result_uri`) it exchanges it at once, with the address
 * from `redirectUri` it waits for the return page of this origin to post the code. Results
 * from any other origin, or of the wrong shape, are ignored.
 */
export class SocialLogin {
  private readonly issued = new Set<string>()
  private received: SocialResult | undefined
  private waiter: ((result: SocialResult) => void) | undefined

  constructor(private readonly deps: SocialLoginDeps) {
    deps.window.addEventListener('message', (event: MessageEvent) => {
      if (event.origin !== deps.window.location.origin) return
      const parsed = socialResultSchema.safeParse(event.data)
      if (!parsed.success || this.issued.size === 0) return
      if (this.waiter) this.waiter(parsed.data)
      else this.received = parsed.data
    })
  }

  /** The authorize address for `provider`, returning to this origin's return page. */
  redirectUri(provider: SocialProvider): string {
    const back = new URL(SOCIAL_RETURN_PATH, this.deps.window.location.origin)
    back.searchParams.set('return_to', this.deps.scope.hostOrigin)
    const uri = this.deps.auth.socialAuthorizeUrl(this.deps.scope, provider, back.toString())
    this.issued.clear()
    this.received = undefined
    this.issued.add(uri)
    return uri
  }

  /** Finishes the login started with `uri` (or carried by it) and returns the session. */
  async connect(uri: string): Promise<Session> {
    const params = new URL(uri).searchParams
    const carried = params.get('login_code') ?? undefined
    const error = params.get('error')
    if (error) throw new Error(error)
    const result = carried ? { loginCode: carried } : await this.waitFor(uri)
    if (result.error) throw new Error(result.error)
    if (!result.loginCode) throw new FoyerError('UNKNOWN_ERROR')
    try {
      return await this.deps.auth.exchangeSocial(this.deps.scope, result.loginCode)
    } catch (error) {
      // The code came back to a new page of a browser that refuses IndexedDB: the key it was
      // bound to died with the page that started the login. Say so, not 'Invalid proof'.
      if (carried && this.deps.proofKeyKept === false) {
        throw new Error(frameMessages.SOCIAL_RETURN_KEY_LOST, { cause: error })
      }
      throw error
    }
  }

  private waitFor(uri: string): Promise<Pick<SocialResult, 'loginCode' | 'error'>> {
    if (!this.issued.has(uri)) return Promise.reject(new FoyerError('UNKNOWN_ERROR'))
    const done = (result: SocialResult) => {
      this.issued.clear()
      this.received = undefined
      this.waiter = undefined
      return result
    }
    if (this.received) return Promise.resolve(done(this.received))
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiter = undefined
        reject(new FoyerError('REQUEST_ABORTED'))
      }, this.deps.timeoutMs ?? AUTH_EVENT_TIMEOUT_MS)
      this.waiter = (result) => {
        clearTimeout(timer)
        resolve(done(result))
      }
    })
  }
}
