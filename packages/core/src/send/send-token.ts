import {
  assertValidSendInput,
  type ChainNamespace,
  errorFromProvider,
  FoyerError,
} from '@foyer/common'
import { fetchBalance } from '../account/fetch-balance.js'
import { sendTransaction } from '../account/send-transaction.js'
import { hasCapability } from '../adapter/types.js'
import type { FoyerClient } from '../client/types.js'
import { trackEvent } from '../events/track-event.js'
import type { SendEventProperties } from '../events/types.js'
import { requireConnection } from '../internal/require-connection.js'
import { returnToView } from '../router/return-to-view.js'
import { showToast } from '../toast/show-toast.js'
import { parseUnits } from './parse-units.js'
import { activeAccountType } from './send-fee.js'
import { resetSend } from './send-form.js'
import { tokenContractAddress } from './send-tokens.js'

/** Options of {@link sendToken}. */
export interface SendTokenOptions {
  /** Show Account once sent (default true); false when the caller shows its own result. */
  showAccount?: boolean
}

/**
 * Sends what the send form holds (SPEC §4 "Send"): checks it with common's
 * `assertValidSendInput` (SPEC §5), then asks the wallet through the active namespace's
 * adapter (its `sendTransaction` capability: a native transfer, or a token transfer with the
 * token's contract). On success: the 'Transaction started' toast, SEND_SUCCESS, the form
 * reset, Account shown (SPEC: pushed; back to it when it is in the history; not with
 * `showAccount: false`, for a view that shows its own result) and the balance read again;
 * resolves the hash. On failure:
 * SEND_ERROR, an error toast with the wallet's or node's text (SPEC §8; 'Something went
 * wrong' when nothing more is known), the form kept as it was; rejects with the error.
 * SEND_INITIATED comes first, once the input is valid.
 *
 * @throws FoyerError: INVALID_SEND_INPUT (nothing sent, no event), NO_ACTIVE_CAIP_ADDRESS,
 * CAIP_NETWORK_OR_ADDRESS_UNDEFINED (connected, but no active network to send on),
 * UNSUPPORTED_METHOD, else the wallet's or node's error mapped.
 */
export async function sendToken(
  client: FoyerClient,
  options: SendTokenOptions = {},
): Promise<string> {
  const { namespace, adapter, network } = requireConnection(client)
  if (!network) throw new FoyerError('CAIP_NETWORK_OR_ADDRESS_UNDEFINED')
  const send = client.stores.send
  const state = send.getState()
  const token = state.token
  const tokenAddress = tokenContractAddress(token)
  const decimals = token ? Number(token.quantity.decimals) : undefined
  const amount = state.sendTokenAmount?.trim()
  const receiver = state.receiverAddress?.trim()
  assertValidSendInput({
    namespace,
    caipNetworkId: network?.caipNetworkId,
    amount,
    receiverAddress: receiver,
    tokenAddress,
    gasPrice: tokenAddress === undefined ? state.gasPrice : undefined,
    decimals,
  })
  if (!token || !amount || !receiver || decimals === undefined) {
    throw new FoyerError('INVALID_SEND_INPUT')
  }
  const properties: SendEventProperties = {
    isSmartAccount: activeAccountType(client) === 'smartAccount',
    token: tokenAddress ?? token.symbol,
    amount,
    network: network.caipNetworkId,
  }
  trackEvent(client, { event: 'SEND_INITIATED', properties })
  send.setState({ loading: true })
  try {
    if (!hasCapability(adapter, 'sendTransaction')) {
      throw new FoyerError('UNSUPPORTED_METHOD', { details: `${namespace}: sendTransaction` })
    }
    const value = parseUnits(amount, decimals)
    const request = { to: receiver, value, ...(tokenAddress ? { tokenAddress } : {}) }
    const hash = await sendTransaction(client, { request, namespace })
    showToast(client, 'success', { key: 'toasts.TRANSACTION_STARTED' })
    trackEvent(client, { event: 'SEND_SUCCESS', properties })
    resetSend(client)
    if (options.showAccount !== false) showAccountAfterSend(client)
    void fetchBalance(client, { force: true }).catch((error: unknown) => {
      console.warn('[foyer] balance not refreshed after the send', error)
    })
    return hash
  } catch (error) {
    const failure = sendFailure(error, namespace)
    send.setState({ loading: false })
    trackEvent(client, {
      event: 'SEND_ERROR',
      properties: { ...properties, message: failure.shortMessage },
    })
    showToast(client, 'error', { error: failure })
    throw failure
  }
}

/**
 * The error a failed send shows (SPEC §8): the wallet's or node's mapped one; when nothing
 * more is known, 'Failed to send transaction. Please try again.' for Solana and 'Something
 * went wrong' elsewhere.
 */
function sendFailure(error: unknown, namespace: ChainNamespace): FoyerError {
  const mapped = errorFromProvider(error)
  if (mapped.code !== 'UNKNOWN_ERROR') return mapped
  const code = namespace === 'solana' ? 'SEND_TRANSACTION_FAILED' : 'SOMETHING_WENT_WRONG'
  return new FoyerError(code, { cause: mapped, details: mapped.details })
}

/** Shows Account after a send: back to it when it is in the history, else pushed. */
export function showAccountAfterSend(client: FoyerClient): void {
  returnToView(client, 'Account')
}
