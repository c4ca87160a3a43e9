import { FoyerError } from '@foyer/common'
import type { FrameUser } from '@foyer/frame-bridge'
import { type Address, getAddress, type LocalAccount, type PublicClient } from 'viem'
import type { ProjectConfig } from '../../auth/auth-client.js'
import type { FrameConfig } from '../../config.js'
import type { ApprovalChain, ApprovalRequest } from '../../ui/approval-dialog.js'
import type { AccountType } from '../smart-account/smart-accounts.js'
import {
  currentDelegate,
  type DelegationContext,
  delegateToImplementation,
  isDelegatedTo,
  removeDelegation,
} from './delegation.js'
import type { Sponsored7702Network } from './sponsored-batch.js'

/** What the EIP-7702 accounts need from the wallet around them. */
export type Eip7702Deps = {
  config: FrameConfig
  project: Pick<ProjectConfig, 'smartAccountNetworks'>
  /** A public client of the network `chainId`. */
  client: (chainId: number) => PublicClient
  /** Runs `use` with the key rebuilt for the call only. */
  withAccount: <T>(use: (account: LocalAccount) => Promise<T>) => Promise<T>
  approve: (request: ApprovalRequest) => Promise<boolean>
}

/** The user's account as GET_USER reports it where EIP-7702 is in use: one address, two types. */
export type Eip7702User = Pick<
  FrameUser,
  'address' | 'preferredAccountType' | 'smartAccountDeployed' | 'accounts'
>

/**
 * The user's EOA as a smart account by EIP-7702 (`smartAccountMode: '7702'`): on a network
 * whose frame config names an implementation and where the application allows smart accounts,
 * the account type is what the chain says (delegated to that implementation: `smartAccount`),
 * and switching it signs an authorization to that implementation, or to the zero address, only
 * after the user approved it in the frame. No other contract is ever delegated to.
 */
export class Eip7702Accounts {
  constructor(private readonly deps: Eip7702Deps) {}

  /** Whether the frame runs in 7702 mode (then ERC-4337 smart accounts are off). */
  get enabled(): boolean {
    return this.deps.config.smartAccountMode === '7702'
  }

  /** The configured implementation of `chainId`, where 7702 is in use there. */
  implementation(chainId: number): Address | undefined {
    if (!this.enabled) return undefined
    if (!this.deps.project.smartAccountNetworks.includes(`eip155:${chainId}`)) return undefined
    const network = this.deps.config.networks.find((candidate) => candidate.chainId === chainId)
    return network?.eip7702 ? getAddress(network.eip7702.implementation) : undefined
  }

  /**
   * Where the EOA's calls may be paid by a paymaster on `chainId`: the configured
   * implementation, the network's v0.8 bundler and its paymaster. Undefined without a bundler.
   */
  sponsoredNetwork(
    chainId: number,
  ): (Sponsored7702Network & { paymasterUrl: string | undefined }) | undefined {
    const implementation = this.implementation(chainId)
    const network = this.deps.config.networks.find((candidate) => candidate.chainId === chainId)
    const bundlerUrl = network?.eip7702?.bundlerUrl
    if (!implementation || !bundlerUrl) return undefined
    return { implementation, bundlerUrl, paymasterUrl: network.eip7702?.paymasterUrl }
  }

  /** The chain ids where the user's EOA can be upgraded. */
  enabledNetworks(): number[] {
    return this.deps.config.networks
      .map((network) => network.chainId)
      .filter((chainId) => this.implementation(chainId))
  }

  /** Whether `owner` is delegated to the configured implementation on `chainId`. */
  async isDelegated(chainId: number, owner: Address): Promise<boolean> {
    const implementation = this.implementation(chainId)
    if (!implementation) return false
    return isDelegatedTo(this.deps.client(chainId), owner, implementation).catch(() => false)
  }

  /** GET_USER's account fields on `chainId`: the same address as both types, the one in use first. */
  async user(chainId: number, owner: Address): Promise<Eip7702User> {
    const eoa = { address: owner, type: 'eoa' as const }
    if (!this.implementation(chainId)) {
      return {
        address: owner,
        preferredAccountType: 'eoa',
        smartAccountDeployed: false,
        accounts: [eoa],
      }
    }
    const delegated = await this.isDelegated(chainId, owner)
    const smart = { address: owner, type: 'smartAccount' as const }
    return {
      address: owner,
      preferredAccountType: delegated ? 'smartAccount' : 'eoa',
      smartAccountDeployed: delegated,
      accounts: delegated ? [smart, eoa] : [eoa, smart],
    }
  }

  /**
   * Makes `owner` the account `type` on `chain` (Account's type switch): a smart account by an
   * authorization to the configured implementation, a plain EOA by one to the zero address;
   * each only after the user approved it in the frame. Nothing is sent when it already is.
   * @throws {FoyerError} SMART_ACCOUNTS_UNSUPPORTED where the network has no implementation.
   */
  async setType(
    chain: ApprovalChain,
    owner: Address,
    type: AccountType,
    hostOrigin: string,
  ): Promise<void> {
    const implementation = this.implementation(chain.id)
    if (!implementation) {
      if (type === 'eoa') return
      throw new FoyerError('SMART_ACCOUNTS_UNSUPPORTED')
    }
    const client = this.deps.client(chain.id)
    const context: DelegationContext = {
      chain,
      client,
      address: owner,
      implementation,
      hostOrigin,
      approve: this.deps.approve,
      withAccount: this.deps.withAccount,
    }
    if (type === 'smartAccount') {
      if (await isDelegatedTo(client, owner, implementation)) return
      await delegateToImplementation(context)
      return
    }
    if ((await currentDelegate(client, owner)) === undefined) return
    await removeDelegation(context)
  }
}
