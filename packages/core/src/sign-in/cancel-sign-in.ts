import type { FoyerClient } from '../client/types.js'
import { disconnect } from '../connection/disconnect.js'
import { closeModal } from '../modal/close-modal.js'
import { resetView } from '../router/navigate.js'
import { nextSignInRound } from './sign-in-context.js'

/**
 * The user gave up signing in (SPEC §4): when sign-in is required the wallet is
 * disconnected, otherwise the modal closes; then the view is reset to Connect. An answer
 * still on its way from the wallet or the app's server is dropped.
 */
export async function cancelSignIn(client: FoyerClient): Promise<void> {
  nextSignInRound(client)
  client.stores.signIn.setState({ status: 'idle', message: undefined, error: undefined })
  try {
    if (client.stores.signIn.getState().required) await disconnect(client)
    else closeModal(client)
  } finally {
    resetView(client, 'Connect')
  }
}
