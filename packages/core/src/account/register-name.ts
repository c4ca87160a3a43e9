import {
  chainIdToCoinType,
  FoyerError,
  type FoyerErrorCode,
  isFoyerError,
  isValidAccountName,
} from '@foyer/common'
import type { NameProfile } from '../blockchain-data/types.js'
import type { FoyerClient } from '../client/types.js'
import { requireConnection } from '../internal/require-connection.js'
import { pushView } from '../router/navigate.js'
import { signMessage } from './sign-message.js'
import { updateAccountState } from './update-account.js'

/** The label part of a name (`alice` of `alice.foyer.id`). */
export function nameLabelOf(name: string): string {
  const dot = name.indexOf('.')
  return dot === -1 ? name : name.slice(0, dot)
}

/** Why a registration failed, as RegisterAccountName shows it (`data.nameRegistration`). */
export interface NameRegistrationFailure {
  /** The user-facing text in English: the service's reason, else the error's SPEC §8 text. */
  error: string
  /** The error's code, so that a view can show its translation. */
  errorCode: FoyerErrorCode
  /** The reason the service gave (verbatim), when it gave one. */
  reason?: string
}

/**
 * How a failed registration is shown: the service's reason when it gave one (`details` of
 * 'Error registering name {name}'), else the error's SPEC §8 text; anything not a
 * FoyerError is 'Error registering name {name}'.
 */
export function describeRegistrationFailure(error: unknown, name: string): NameRegistrationFailure {
  if (isFoyerError(error, 'NAME_REGISTRATION_FAILED') && error.details) {
    return { error: error.details, errorCode: error.code, reason: error.details }
  }
  if (isFoyerError(error)) return { error: error.shortMessage, errorCode: error.code }
  const fallback = new FoyerError('NAME_REGISTRATION_FAILED', { values: { name } })
  return { error: fallback.shortMessage, errorCode: fallback.code }
}

/**
 * Registers `name` (`label` or `label.suffix`) for the connected EVM account through the data
 * service's names registry (SPEC §4 "Name registration"): shows RegisterAccountNameSuccess,
 * asks the wallet to sign `{ name, timestamp }` (seconds), registers it with the network's
 * ENSIP-11 coin type (`chainIdToCoinType`), then sets the account's profile name. On failure
 * the modal returns to RegisterAccountName with the error in `data.nameRegistration`, and the
 * promise rejects with it.
 *
 * @throws FoyerError INVALID_ACCOUNT_NAME for a label breaking SPEC §5 (nothing is shown or
 *   signed), NAME_REGISTRATION_FAILED ('Error registering name {name}', the service's reason
 *   in `details`), or the wallet's error (USER_REJECTED, …).
 */
export async function registerAccountName(client: FoyerClient, name: string): Promise<NameProfile> {
  const trimmed = name.trim()
  if (!isValidAccountName(nameLabelOf(trimmed))) {
    throw new FoyerError('INVALID_ACCOUNT_NAME', { details: `Received '${trimmed}'` })
  }
  const data = client.blockchainData
  if (!data?.registerName) {
    throw new FoyerError('NAME_REGISTRATION_FAILED', {
      values: { name: trimmed },
      details: 'The data service offers no name registration',
    })
  }
  const { address, network } = requireConnection(client, 'eip155')
  if (network?.chainNamespace !== 'eip155') throw new FoyerError('CAIP_NETWORK_UNDEFINED')
  pushView(client, 'RegisterAccountNameSuccess', { nameRegistration: { name: trimmed } })
  try {
    const coinType = chainIdToCoinType(Number(network.id))
    const message = JSON.stringify({ name: trimmed, timestamp: Math.floor(Date.now() / 1000) })
    const signature = await signMessage(client, { message, namespace: 'eip155' })
    const profile = await data.registerName({ coinType, address, signature, message })
    const avatar = profile.attributes.avatar ?? null
    client.storage.setCached('identity', `${network.caipNetworkId}:${address.toLowerCase()}`, {
      name: profile.name,
      avatar,
    })
    updateAccountState(client, 'eip155', { profileName: profile.name })
    return profile
  } catch (error) {
    returnToRegisterView(client, { name: trimmed, ...describeRegistrationFailure(error, trimmed) })
    throw error
  }
}

/** Leaves the success view for the register view below it (or shows one), with `data`. */
function returnToRegisterView(
  client: FoyerClient,
  data: NameRegistrationFailure & { name: string },
): void {
  client.stores.router.setState((state) => {
    const history =
      state.view === 'RegisterAccountNameSuccess' ? state.history.slice(0, -1) : state.history
    const below = history[history.length - 1]
    return {
      view: 'RegisterAccountName',
      history: below === 'RegisterAccountName' ? history : [...history, 'RegisterAccountName'],
      data: { ...state.data, nameRegistration: data },
    }
  })
}
