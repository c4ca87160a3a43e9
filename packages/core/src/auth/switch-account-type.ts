import { FoyerError } from '@foyer/common'
import { setPreferredAccountType } from '../account/preferred-account-type.js'
import { rememberAccountType } from '../account/stored-account-type.js'
import type { FoyerClient } from '../client/types.js'
import { getAccountState } from '../selectors.js'
import { type AuthConnector, findAuthConnector } from './find-auth-connector.js'
import { syncAuthUser } from './sync-auth-user.js'
import type { EmbeddedAccountType } from './types.js'

/** The AUTH connector when a namespace is connected through it now; undefined otherwise. */
export function connectedAuthConnector(client: FoyerClient): AuthConnector | undefined {
  const connector = findAuthConnector(client)
  if (!connector) return undefined
  const account = getAccountState(client, connector.chain)
  return account?.status === 'connected' && account.connectorId === connector.id
    ? connector
    : undefined
}

/**
 * Switches the embedded wallet between its EOA and its smart account on the current network
 * (SPEC §3, §6: per-chain preferred account type; §7 "set preferred account"). The frame
 * switches; its provider reports the new address (so balance and identity follow it); then
 * the namespace's preferred type, typed accounts and `smartAccountDeployed` are read again.
 * The choice is stored on this device per namespace and sent with every later get-user
 * request, so it survives a reload; sign-out and disconnect keep it (as AppKit does).
 *
 * @throws {FoyerError} 'Address or auth connector not found' when the embedded wallet is not
 * the connected wallet; UNSUPPORTED_METHOD when it has one account type only; the frame's
 * message ('This application might not support Smart Accounts', …) when it refuses.
 */
export async function switchAccountType(
  client: FoyerClient,
  type: EmbeddedAccountType,
): Promise<void> {
  const connector = connectedAuthConnector(client)
  if (!connector) throw new FoyerError('AUTH_CONNECTOR_NOT_FOUND')
  if (!connector.auth.setPreferredAccount) {
    throw new FoyerError('UNSUPPORTED_METHOD', { details: 'setPreferredAccount' })
  }
  await connector.auth.setPreferredAccount(type)
  setPreferredAccountType(client, connector.chain, type)
  rememberAccountType(client, connector.chain, type)
  await syncAuthUser(client, connector)
}

/**
 * Reads the embedded wallet's user again when it is the connected wallet (after a network
 * switch, or a transaction that may have deployed the smart account). Never throws.
 */
export async function refreshEmbeddedAccount(client: FoyerClient): Promise<void> {
  const connector = connectedAuthConnector(client)
  if (connector) await syncAuthUser(client, connector).catch(() => undefined)
}
