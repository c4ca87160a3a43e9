import type { ChainNamespace } from '@foyer/common'
import { requestedAccountType } from '../account/stored-account-type.js'
import { updateAccountState } from '../account/update-account.js'
import type { FoyerClient } from '../client/types.js'
import { getAccountState } from '../selectors.js'
import type { AccountState } from '../store/account.js'
import type { AuthConnector } from './find-auth-connector.js'
import type { EmbeddedWalletUser, GetUserOptions } from './types.js'

/** The wallet name Account shows for an embedded wallet reached by email. */
export const EMAIL_WALLET_NAME = 'Email Wallet'

/**
 * Asks the frame for the logged-in user, with the account type the user chose on this device
 * (else the project's default; see {@link requestedAccountType}), and puts it in the account
 * state (SPEC §3): `user`
 * (email, username), `socialProvider`, `connectedWalletInfo` with the social provider, and
 * from a frame with smart accounts `allAccounts` with their types, `preferredAccountType` and
 * `smartAccountDeployed`. Also remembers the email or social user name. Gives undefined when
 * the frame has no user. With `chainId` (after a reload: `lastUsedChain`) the frame resumes
 * on that network.
 */
export async function syncAuthUser(
  client: FoyerClient,
  connector: AuthConnector,
  options: Pick<GetUserOptions, 'chainId'> = {},
): Promise<EmbeddedWalletUser | undefined> {
  const namespace = connector.chain
  const preferredAccountType = requestedAccountType(client, namespace)
  const user = await connector.auth
    .getUser({
      ...(preferredAccountType ? { preferredAccountType } : {}),
      ...(options.chainId ? { chainId: options.chainId } : {}),
    })
    .catch(() => undefined)
  if (!user) return undefined
  const current = getAccountState(client, namespace)?.connectedWalletInfo
  const social = user.socialProvider ?? undefined
  updateAccountState(client, namespace, {
    user: { email: user.email, ...(user.username ? { username: user.username } : {}) },
    socialProvider: social,
    connectedWalletInfo: {
      ...current,
      name: social ? social : EMAIL_WALLET_NAME,
      identifier: connector.id,
      ...(social ? { social } : {}),
    },
    ...accountFields(namespace, user),
  })
  if (user.email) client.storage.set('email', user.email)
  if (social && user.username) client.storage.set('socialUsername', user.username)
  return user
}

/** The typed accounts, account type and deployment the frame reported (older frames: none). */
function accountFields(namespace: ChainNamespace, user: EmbeddedWalletUser): Partial<AccountState> {
  return {
    ...(user.accounts
      ? {
          allAccounts: user.accounts.map(({ address, type }) => ({ namespace, address, type })),
        }
      : {}),
    ...(user.preferredAccountType ? { preferredAccountType: user.preferredAccountType } : {}),
    ...(user.smartAccountDeployed !== undefined
      ? { smartAccountDeployed: user.smartAccountDeployed }
      : {}),
  }
}
