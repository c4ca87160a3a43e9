import { FoyerError } from '@foyer/common'
import {
  type Address,
  createPublicClient,
  defineChain,
  http,
  type LocalAccount,
  type PublicClient,
} from 'viem'
import type { SmartAccount } from 'viem/account-abstraction'
import type { ProjectConfig } from '../../auth/auth-client.js'
import type { FrameConfig } from '../../config.js'
import {
  type SmartAccountContracts,
  toFoyerSmartAccount,
  type WithOwner,
} from './foyer-smart-account.js'

/** The two EVM account types of SPEC §6. */
export type AccountType = 'eoa' | 'smartAccount'

type Network = FrameConfig['networks'][number]
type SmartNetwork = Network & { smartAccounts: NonNullable<Network['smartAccounts']> }

/**
 * The user's smart accounts, one per network where the frame has ERC-4337 (EntryPoint, factory,
 * bundler) and the application allows them; the preferred account type per network, the smart
 * account by default there (as the project prefers), the EOA elsewhere or when the smart
 * account cannot be had.
 */
export class SmartAccounts {
  private readonly preferred = new Map<number, AccountType>()
  private readonly accounts = new Map<string, Promise<SmartAccount>>()
  private readonly clients = new Map<number, PublicClient>()

  constructor(
    private readonly networks: FrameConfig['networks'],
    private readonly project: Pick<ProjectConfig, 'smartAccountNetworks' | 'preferredAccountType'>,
    private readonly withOwner: WithOwner,
  ) {}

  private network(chainId: number): SmartNetwork | undefined {
    const network = this.networks.find((candidate) => candidate.chainId === chainId)
    if (!network?.smartAccounts) return undefined
    if (!this.project.smartAccountNetworks.includes(`eip155:${chainId}`)) return undefined
    return network as SmartNetwork
  }

  /** The chain ids where the user can have a smart account. */
  enabledNetworks(): number[] {
    return this.networks.map((n) => n.chainId).filter((chainId) => this.network(chainId))
  }

  /** The account type in use on `chainId`. */
  preferredType(chainId: number): AccountType {
    if (!this.network(chainId)) return 'eoa'
    return (
      this.preferred.get(chainId) ??
      (this.project.preferredAccountType === 'eoa' ? 'eoa' : 'smartAccount')
    )
  }

  /**
   * Sets the account type of `chainId`.
   * @throws {FoyerError} SMART_ACCOUNTS_UNSUPPORTED for a smart account where the application
   * or the network has none.
   */
  setPreferredType(chainId: number, type: AccountType): void {
    if (type === 'smartAccount' && !this.network(chainId)) {
      throw new FoyerError('SMART_ACCOUNTS_UNSUPPORTED')
    }
    this.preferred.set(chainId, type)
  }

  /**
   * The account type the host asks for with get-user (its user's stored choice, else the
   * project's default): used where `chainId` has smart accounts; elsewhere the EOA stays and
   * nothing is thrown (SPEC §3: the preferred type falls back to eoa). Resolves the type used.
   */
  requestType(chainId: number, type: AccountType): AccountType {
    if (type === 'eoa' || this.network(chainId)) this.preferred.set(chainId, type)
    return this.preferredType(chainId)
  }

  /** A public client of `chainId`'s RPC. */
  client(chainId: number): PublicClient {
    let client = this.clients.get(chainId)
    if (!client) {
      const network = this.networks.find((candidate) => candidate.chainId === chainId)
      if (!network) throw new FoyerError('CHAIN_NOT_SUPPORTED')
      const chain = defineChain({
        id: chainId,
        name: `Chain ${chainId}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [network.rpcUrl] } },
      })
      client = createPublicClient({ chain, transport: http(network.rpcUrl) }) as PublicClient
      this.clients.set(chainId, client)
    }
    return client
  }

  /** The bundler URL of `chainId` (a smart-account network). */
  bundlerUrl(chainId: number): string {
    const network = this.network(chainId)
    if (!network) throw new FoyerError('SMART_ACCOUNTS_UNSUPPORTED')
    return network.smartAccounts.bundlerUrl
  }

  /** The ERC-7677 paymaster URL of `chainId`, when the network has one. */
  paymasterUrl(chainId: number): string | undefined {
    return this.network(chainId)?.smartAccounts.paymasterUrl
  }

  /** FoyerSessionAccount on `chainId`, when the network offers session keys. */
  sessionImplementation(chainId: number): Address | undefined {
    return this.network(chainId)?.smartAccounts.sessionAccountImplementation as Address | undefined
  }

  /** The smart account of `owner` on `chainId` signing its user operations with `sessionKey`. */
  sessionAccount(chainId: number, owner: Address, sessionKey: LocalAccount): Promise<SmartAccount> {
    const network = this.network(chainId)
    if (!network) return Promise.reject(new FoyerError('SMART_ACCOUNTS_UNSUPPORTED'))
    return toFoyerSmartAccount({
      client: this.client(chainId),
      contracts: network.smartAccounts as SmartAccountContracts,
      owner,
      withOwner: this.withOwner,
      sessionKey,
    })
  }

  /** The smart account of `owner` on `chainId` (counterfactual until its first user operation). */
  account(chainId: number, owner: Address): Promise<SmartAccount> {
    const network = this.network(chainId)
    if (!network) return Promise.reject(new FoyerError('SMART_ACCOUNTS_UNSUPPORTED'))
    const key = `${chainId}:${owner.toLowerCase()}`
    let account = this.accounts.get(key)
    if (!account) {
      const contracts = network.smartAccounts as SmartAccountContracts
      account = toFoyerSmartAccount({
        client: this.client(chainId),
        contracts,
        owner,
        withOwner: this.withOwner,
      })
      this.accounts.set(key, account)
      account.catch(() => this.accounts.delete(key))
    }
    return account
  }

  /**
   * The smart account in use on `chainId`, or undefined when the EOA is; a smart account that
   * cannot be had (no contracts, RPC down) makes the network fall back to the EOA.
   */
  async active(chainId: number, owner: Address): Promise<SmartAccount | undefined> {
    if (this.preferredType(chainId) !== 'smartAccount') return undefined
    try {
      return await this.account(chainId, owner)
    } catch {
      this.preferred.set(chainId, 'eoa')
      return undefined
    }
  }

  /**
   * The smart account of `owner` on `chainId` whichever type is in use, or undefined where the
   * network has none or it cannot be had (the EOA stays the only account there).
   */
  async available(chainId: number, owner: Address): Promise<SmartAccount | undefined> {
    if (!this.network(chainId)) return undefined
    return this.account(chainId, owner).catch(() => undefined)
  }

  /** Whether the smart account has code yet (its first user operation deploys it). */
  async isDeployed(account: SmartAccount): Promise<boolean> {
    return account.isDeployed()
  }

  /** Forgets the preferred types (sign-out). */
  reset(): void {
    this.preferred.clear()
    this.accounts.clear()
  }
}
