import { frameMessages } from '../ui/messages.js'
import { readSocialResult, returnAddress } from './social-result.js'

/**
 * The social return page (`/social-redirect.html` on the frame origin): the auth server sends
 * the popup here with `login_code` (or `error`). In a popup, the result is posted to the
 * frames of the opener that are on this same origin — the wallet frame, which exchanges the
 * code — and the popup closes. Without an opener (Telegram mini-app), the page returns to the
 * host page with `result_uri`, only on the host origin the login is bound to.
 */
function deliver(): void {
  const status = document.getElementById('status') as HTMLElement
  const result = readSocialResult(location.search)
  const opener = window.opener as Window | null
  if (opener && !opener.closed) {
    for (let i = 0; i < opener.frames.length; i++) {
      try {
        opener.frames[i]?.postMessage(result, location.origin)
      } catch {
        // A frame that went away: the others still get the result.
      }
    }
    status.textContent = frameMessages.SOCIAL_DONE
    window.close()
    return
  }
  const back = returnAddress(location.href)
  if (back) {
    location.replace(back)
    return
  }
  status.textContent = result.error ?? frameMessages.SOCIAL_DONE
}

deliver()
