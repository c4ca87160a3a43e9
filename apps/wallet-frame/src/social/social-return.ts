import { frameMessages } from '../ui/messages.js'
import { readSocialResult, returnAddress } from './social-result.js'

/** What the social return page touches of its window (injected so tests can drive it). */
export interface ReturnPageEnv {
  href: string
  origin: string
  opener: Window | null
  /** Where the page's one status line is written (as text, never HTML). */
  status: HTMLElement
  replace(url: string): void
  close(): void
  /** True when the auth server says project `projectId` allows `hostOrigin`. */
  projectAllows(projectId: string, hostOrigin: string): Promise<boolean>
}

/**
 * The social return page (`/social-redirect.html` on the frame origin): the auth server sends
 * the popup here with `login_code` (or `error`). In a popup, the result is posted to the
 * frames of the opener that are on this same origin — the wallet frame, which exchanges the
 * code — and the popup closes. Without an opener (Telegram mini-app), the page returns to
 * `return_to` with `result_uri` only when `return_to` is on the `host_origin` the login is bound
 * to AND the auth server confirms the project (`project_id`) allows that origin: anyone can
 * craft this page's address, so its query alone never decides where the tab goes. Query text
 * is never shown: the page shows only its own fixed texts.
 */
export async function runSocialReturn(env: ReturnPageEnv): Promise<void> {
  const result = readSocialResult(new URL(env.href).search)
  const opener = env.opener
  if (opener && !opener.closed) {
    for (let i = 0; i < opener.frames.length; i++) {
      try {
        opener.frames[i]?.postMessage(result, env.origin)
      } catch {
        // A frame that went away: the others still get the result.
      }
    }
    env.status.textContent = frameMessages.SOCIAL_DONE
    env.close()
    return
  }
  const here = new URL(env.href)
  const back = returnAddress(env.href)
  const projectId = here.searchParams.get('project_id')
  const hostOrigin = here.searchParams.get('host_origin')
  if (back && projectId && hostOrigin && (await env.projectAllows(projectId, hostOrigin))) {
    env.replace(back)
    return
  }
  env.status.textContent = result.loginCode
    ? frameMessages.SOCIAL_DONE
    : frameMessages.SOCIAL_FAILED
}

/** Asks the auth server whether the project allows `hostOrigin` (its config answers 200). */
export async function projectAllowsOrigin(
  authUrl: string,
  projectId: string,
  hostOrigin: string,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  try {
    const url = new URL(
      `/v1/projects/${encodeURIComponent(projectId)}/config?${new URLSearchParams({ hostOrigin })}`,
      authUrl,
    )
    const response = await fetchImpl(url, { credentials: 'omit', cache: 'no-store' })
    return response.status === 200
  } catch {
    return false
  }
}
