import { FoyerError } from '@foyer/common'
import type { SolanaSigner } from '../../custody/solana-key.js'
import type { ApprovalRequest } from '../../ui/approval-dialog.js'
import { handleSolanaRpc, isSolanaMethod } from './solana-rpc.js'

/** A Solana network the frame knows: its CAIP-2 id, name and JSON-RPC URL. */
export type SolanaNetwork = { caipNetworkId: string; name?: string | undefined; rpcUrl: string }

/** What {@link SolanaAccount} needs from the wallet around it. */
export type SolanaAccountDeps = {
  /** The networks of `/frame-config.json` (absent: sign only, never send). */
  networks: readonly SolanaNetwork[]
  /** Runs `use` with the Solana signer, its key rebuilt from the shares for the call only. */
  withSigner: <T>(use: (signer: SolanaSigner) => Promise<T>) => Promise<T>
  approve: (request: ApprovalRequest) => Promise<boolean>
}

/**
 * The embedded wallet's Solana account: its address (derived once per session from the
 * rebuilt key, then kept: it is public) and SPEC's four Solana signing methods.
 */
export class SolanaAccount {
  private address: Promise<string> | undefined

  constructor(private readonly deps: SolanaAccountDeps) {}

  /** The base58 address of the signed-in wallet; undefined when it cannot be derived now. */
  async currentAddress(): Promise<string | undefined> {
    this.address ??= this.deps.withSigner(async (signer) => signer.address)
    return this.address.catch(() => {
      this.address = undefined
      return undefined
    })
  }

  /** Forgets the address (sign-out, another login). */
  reset(): void {
    this.address = undefined
  }

  /** Whether `method` is a Solana signing method this account answers. */
  handles(method: string): boolean {
    return isSolanaMethod(method)
  }

  /**
   * One Solana request of the host at `hostOrigin`, for the network `chainId` names (a CAIP-2
   * `solana:` id; the first configured one when absent).
   */
  async request(
    method: string,
    params: unknown,
    hostOrigin: string,
    chainId: string | number | undefined,
  ): Promise<unknown> {
    if (!isSolanaMethod(method)) throw new FoyerError('RPC_METHOD_NOT_ALLOWED')
    const address = await this.currentAddress()
    if (!address) throw new FoyerError('NO_ACCOUNTS_FOUND')
    const network = this.network(chainId)
    return handleSolanaRpc(method, params, {
      address,
      hostOrigin,
      chain: network,
      rpcUrl: this.deps.networks.find((n) => n.caipNetworkId === network.id)?.rpcUrl,
      approve: this.deps.approve,
      withSigner: this.deps.withSigner,
    })
  }

  private network(chainId: string | number | undefined): { id: string; name: string } {
    const first = this.deps.networks[0]
    const id = chainId === undefined ? (first?.caipNetworkId ?? 'solana') : String(chainId)
    if (!/^solana(:[1-9A-HJ-NP-Za-km-z]{1,32})?$/.test(id)) {
      throw new FoyerError('INVALID_CHAIN_ID', { details: `Not a Solana network: ${id}` })
    }
    const known = this.deps.networks.find((n) => n.caipNetworkId === id)
    return { id, name: known?.name ?? 'Solana' }
  }
}
