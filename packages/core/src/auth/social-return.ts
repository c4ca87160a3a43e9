import { errorFromProvider, FoyerError } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'
import { trackEvent } from '../events/track-event.js'
import { openModal } from '../modal/open-modal.js'
import { showAccountAfterLogin } from '../router/show-account-after-login.js'
import { completeAuthLogin } from './email-login.js'
import { findAuthConnector } from './find-auth-connector.js'

/**
 * Finishes a social login that came back to the page itself (SPEC §2: a Telegram mini-app
 * has no popup, so the page went to the provider and returns with `?result_uri=<the frame's
 * return address>`). Only with social logins enabled and an embedded wallet that can take
 * such a return: `result_uri` is removed from the address (other parameters and the hash
 * stay); the frame finishes the login with it; the AUTH connector connects, the account gets
 * its user and SOCIAL_LOGIN_SUCCESS is sent with the provider, and the modal opens on Account.
 * On failure — a value that is not the frame origin's return page ('An error occurred'), or
 * the frame's message (an expired or used code) — the modal opens on ConnectingSocial with
 * that error. Never throws. Called once at start, after stored connections were restored,
 * when the address has `result_uri` (this module is its own chunk, loaded only then).
 */
export async function finishSocialReturn(client: FoyerClient): Promise<void> {
  if (client.options.features.socials.length === 0) return
  const connector = findAuthConnector(client)
  if (!connector?.auth.takeSocialReturn) return
  try {
    const taken = await connector.auth.takeSocialReturn()
    if (!taken) return
    if (!taken.ok) throw new FoyerError('UNKNOWN_ERROR')
    const user = await connector.auth.connectSocial(taken.uri)
    await completeAuthLogin(client, 'social')
    if (user.socialProvider) {
      trackEvent(client, {
        event: 'SOCIAL_LOGIN_SUCCESS',
        properties: { provider: user.socialProvider },
      })
    }
    if (client.runtime.destroyed) return
    // The sign-in may have opened the modal on its sign view meanwhile: that view stays.
    if (client.stores.modal.getState().open) showAccountAfterLogin(client)
    else void openModal(client, { view: 'Account' })
  } catch (error) {
    if (client.runtime.destroyed) return
    void openModal(client, {
      view: 'ConnectingSocial',
      data: { socialError: errorFromProvider(error) },
    })
  }
}
