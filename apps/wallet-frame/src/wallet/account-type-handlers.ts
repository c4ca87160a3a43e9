import { FoyerError } from '@foyer/common'
import type { FrameHandlers, FrameUser } from '@foyer/frame-bridge'
import type { Address } from 'viem'
import type { ApprovalChain } from '../ui/approval-dialog.js'
import type { Eip7702Accounts } from './eip7702/eip7702-accounts.js'
import type { SmartAccounts } from './smart-account/smart-accounts.js'

/** What the account type's requests need from the wallet. */
export type AccountTypeDeps = {
  smart: SmartAccounts
  eip7702: Eip7702Accounts
  /** The active network's chain id, and the network named for an approval. */
  chainId(): number
  approvalChain(): ApprovalChain
  /** The user's EOA, when connected. */
  owner(): Address | undefined
  /** Waits for the locale the host chose last (an approval is written in it). */
  localeSettled(): Promise<void>
  /** The user as GET_USER answers it (after a switch). */
  user(): Promise<FrameUser>
}

/** GET_USER's account fields: the accounts of the current network, the one in use first. */
export type AccountFields = Pick<
  FrameUser,
  'address' | 'preferredAccountType' | 'smartAccountDeployed' | 'accounts'
>

/**
 * The user's accounts on `chainId`: in 7702 mode one address, of the type the chain says; else
 * the EOA and the ERC-4337 smart account where the network has one.
 */
export async function accountFields(
  deps: Pick<AccountTypeDeps, 'smart' | 'eip7702'>,
  chainId: number,
  owner: Address,
): Promise<AccountFields> {
  if (deps.eip7702.enabled) return deps.eip7702.user(chainId, owner)
  const active = await deps.smart.active(chainId, owner)
  const smart = active ?? (await deps.smart.available(chainId, owner))
  const eoa = { address: owner, type: 'eoa' as const }
  const smartEntry = smart && { address: smart.address, type: 'smartAccount' as const }
  return {
    address: active?.address ?? owner,
    preferredAccountType: active ? 'smartAccount' : 'eoa',
    smartAccountDeployed: smart ? await smart.isDeployed().catch(() => false) : false,
    accounts: !smartEntry ? [eoa] : active ? [smartEntry, eoa] : [eoa, smartEntry],
  }
}

type AccountTypeRequest =
  | 'GET_SMART_ACCOUNT_ENABLED_NETWORKS'
  | 'INIT_SMART_ACCOUNT'
  | 'SET_PREFERRED_ACCOUNT'

/**
 * The account type's requests (Account's type switch): in 7702 mode the switch changes the
 * EOA's delegation on chain, after the user's approval in the frame; otherwise it picks the
 * EOA or the ERC-4337 smart account.
 */
export function accountTypeHandlers(
  deps: AccountTypeDeps,
): Pick<FrameHandlers, AccountTypeRequest> {
  const { smart, eip7702 } = deps
  return {
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({
      smartAccountEnabledNetworks: eip7702.enabled
        ? eip7702.enabledNetworks()
        : smart.enabledNetworks(),
    }),
    INIT_SMART_ACCOUNT: async () => {
      const owner = deps.owner()
      if (!owner) throw new FoyerError('NO_ACCOUNTS_FOUND')
      if (eip7702.enabled) {
        return { address: owner, isDeployed: await eip7702.isDelegated(deps.chainId(), owner) }
      }
      const account = await smart.account(deps.chainId(), owner)
      return { address: account.address, isDeployed: await account.isDeployed() }
    },
    SET_PREFERRED_ACCOUNT: async ({ type }, { hostOrigin }) => {
      const owner = deps.owner()
      if (eip7702.enabled && owner) {
        await deps.localeSettled()
        await eip7702.setType(deps.approvalChain(), owner, type, hostOrigin)
      } else smart.setPreferredType(deps.chainId(), type)
      const user = await deps.user()
      return { type: user.preferredAccountType, address: user.address }
    },
  }
}
