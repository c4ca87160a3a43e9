import { errorFromProvider } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'
import { closeModal } from '../modal/close-modal.js'
import { openModal } from '../modal/open-modal.js'
import { resetView } from '../router/navigate.js'
import { nextSignInRound, type SignInTarget, signInTarget, signInView } from './sign-in-context.js'

/**
 * After a connection (SPEC §4 "Sign-in with wallet"): asks the app's sign-in for sessions of
 * the connected account. If one exists nothing more happens (an open modal closes as after
 * any connection). Otherwise the sign view opens with a fresh message. While the modal is
 * open, the sign view shows at once (checking), so the connecting view does not close it.
 */
export async function checkSignIn(client: FoyerClient): Promise<void> {
  const siwx = client.siwx
  const target = signInTarget(client)
  if (!siwx || !target) return
  const current = nextSignInRound(client)
  const view = signInView(client)
  const { open } = client.stores.modal.getState()
  client.stores.signIn.setState({ status: 'checking', message: undefined, error: undefined })
  if (open) resetView(client, view)
  let found = false
  try {
    const sessions = await siwx.getSessions(target.chainId, target.address)
    found = Array.isArray(sessions) && sessions.length > 0
  } catch (error) {
    console.warn('[foyer] could not read the sign-in sessions', error)
  }
  if (!current()) return
  client.stores.signIn.setState({ hasSession: found, status: found ? 'idle' : 'checking' })
  if (found) {
    const state = client.stores.modal.getState()
    if (state.open && client.stores.router.getState().view === view) closeModal(client)
    return
  }
  if (!client.stores.modal.getState().open) void openModal(client, { view })
  else if (client.stores.router.getState().view !== view) resetView(client, view)
  await prepareSignIn(client, target, current)
}

/**
 * Creates the message the sign view shows (a fresh nonce each time). A failure shows on the
 * sign view as the error; 'Sign' tries again. An error already on show stays.
 */
export async function prepareSignIn(
  client: FoyerClient,
  target: SignInTarget | undefined = signInTarget(client),
  current: () => boolean = nextSignInRound(client),
): Promise<void> {
  const siwx = client.siwx
  if (!siwx || !target) return
  // After a failed attempt the error stays on show while the next message is prepared.
  const keepError = client.stores.signIn.getState().status === 'error'
  client.stores.signIn.setState({
    message: undefined,
    ...(keepError ? {} : { status: 'preparing' }),
  })
  try {
    const message = await siwx.createMessage({
      accountAddress: target.address,
      chainId: target.chainId,
    })
    if (!current()) return
    client.stores.signIn.setState({ message, ...(keepError ? {} : { status: 'ready' }) })
  } catch (error) {
    if (!current()) return
    client.stores.signIn.setState({ status: 'error', error: errorFromProvider(error) })
  }
}
