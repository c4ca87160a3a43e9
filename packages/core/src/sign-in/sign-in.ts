import { FoyerError, isFoyerError } from '@foyer/common'
import { signMessage } from '../account/sign-message.js'
import type { FoyerClient } from '../client/types.js'
import { closeModal } from '../modal/close-modal.js'
import { openModal } from '../modal/open-modal.js'
import { resetView } from '../router/navigate.js'
import { hideToast, showToast } from '../toast/show-toast.js'
import { prepareSignIn } from './check-sign-in.js'
import { nextSignInRound, requireSiwx, signInTarget, signInView } from './sign-in-context.js'

/**
 * Signs in the connected account (SPEC §4): the wallet signs the prepared message (a new one
 * when none is ready), the app's sign-in verifies and keeps the session, and the modal
 * closes; while the app verifies the signature a loading toast says 'Authenticating...'
 * (SPEC §8). On failure the sign view shows again with the error — 'Signature declined' when
 * the wallet refused — and a fresh message.
 *
 * @throws FoyerError 'SIWX is not enabled' when the app configured no sign-in;
 * 'No ActiveCaipAddress found' when nothing is connected.
 */
export async function signIn(client: FoyerClient): Promise<void> {
  const siwx = requireSiwx(client)
  const target = signInTarget(client)
  if (!target) throw new FoyerError('NO_ACTIVE_CAIP_ADDRESS')
  const current = nextSignInRound(client)
  const prepared = client.stores.signIn.getState().message
  client.stores.signIn.setState({ status: 'signing', error: undefined })
  try {
    const message =
      prepared && prepared.data.accountAddress === target.address
        ? prepared
        : await siwx.createMessage({ accountAddress: target.address, chainId: target.chainId })
    const signature = await signMessage(client, {
      message: message.text,
      namespace: target.namespace,
    })
    if (!current()) return
    showToast(client, 'loading', { key: 'toasts.AUTHENTICATING' })
    await siwx.addSession({ data: message.data, message: message.text, signature })
    if (!current()) return
    hideToast(client)
    client.stores.signIn.setState({ hasSession: true, status: 'idle', message: undefined })
    if (client.stores.modal.getState().open) closeModal(client)
  } catch (error) {
    if (!current()) return
    hideToast(client)
    client.stores.signIn.setState({
      status: 'error',
      error: signInError(error),
      message: undefined,
    })
    const view = signInView(client)
    if (!client.stores.modal.getState().open) void openModal(client, { view })
    else resetView(client, view)
    await prepareSignIn(client, target, current)
  }
}

/** The error the sign view shows: a refused signature is 'Signature declined' (SPEC §8). */
function signInError(error: unknown): FoyerError {
  if (isFoyerError(error)) {
    return error.code === 'USER_REJECTED'
      ? new FoyerError('SIGNATURE_DECLINED', { cause: error })
      : error
  }
  return new FoyerError('SIGN_MESSAGE_FAILED', {
    cause: error,
    ...(error instanceof Error ? { details: error.message } : {}),
  })
}
