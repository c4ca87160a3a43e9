import { en, FoyerError, isFoyerError, SOLANA_SIGNING_METHODS } from '@foyer/common'
import type { ApprovalEvent } from '@foyer/core'
import type { FrameBridge } from '@foyer/frame-bridge'
import type { Eip1193RequestArguments } from '../provider/types.js'
import { abortedRequest, rpcError } from './session-answers.js'

/** ERC-7715 methods, behind `features.smartSessions` (a revoke naming a `permissionsContext`). */
const SESSION_METHODS = new Set(['wallet_grantPermissions', 'wallet_revokePermissions'])

/** RPC methods the frame answers only after the user approved in its own DOM. */
const APPROVAL_METHODS = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'eth_sendUserOperation',
  ...SESSION_METHODS,
  ...SOLANA_SIGNING_METHODS,
])

/** What the provider's requests report to the connector. */
export interface FrameRpcEvents {
  onApproval(event: ApprovalEvent): void
  /** EIP-1193 events of the connector's provider (accountsChanged, chainChanged). */
  emit(event: string, payload: unknown): void
}

/**
 * The embedded wallet's EIP-1193 requests mapped onto the frame bridge (SPEC §7): reads go
 * straight to the frame, signatures and transactions wait for the user's approval in the
 * frame's own DOM, and the one request waiting there can be aborted.
 */
export class FrameRpc {
  private approval: AbortController | undefined

  constructor(
    private readonly bridge: FrameBridge,
    private readonly events: FrameRpcEvents,
    private readonly signOut: () => Promise<void>,
    private readonly smartSessions = false,
  ) {}

  /** A request waits for the user's approval in the frame. */
  get awaitingApproval(): boolean {
    return this.approval !== undefined
  }

  /** Aborts the request waiting for approval ('Request was aborted'); false when none waits. */
  abortPending(): boolean {
    const pending = this.approval
    if (!pending) return false
    this.approval = undefined
    pending.abort()
    return true
  }

  /**
   * One EIP-1193 request, sent once the frame is ready; `chainId` names the network of a
   * request for another namespace (a Solana request's CAIP-2 id).
   */
  async request({ method, params }: Eip1193RequestArguments, chainId?: string): Promise<unknown> {
    const network = chainId === undefined ? {} : { chainId }
    if (method === 'wallet_switchEthereumChain') return this.switchChain(params)
    // EIP-2255's revoke (no `permissionsContext`, ERC-7715's) ends the connection.
    if (
      method === 'wallet_revokePermissions' &&
      !(params as [{ permissionsContext?: unknown }] | undefined)?.[0]?.permissionsContext
    ) {
      await this.signOut()
      return null
    }
    if (SESSION_METHODS.has(method) && !this.smartSessions) {
      // `features.smartSessions` is off: refused here, as the frame refuses a method.
      this.events.onApproval({ type: 'refused', method })
      throw new FoyerError('RPC_METHOD_NOT_ALLOWED')
    }
    if (!APPROVAL_METHODS.has(method)) {
      try {
        return (await this.bridge.request('RPC_REQUEST', { method, params, ...network })).result
      } catch (error) {
        throw this.frameFailure(method, error)
      }
    }
    const controller = new AbortController()
    this.approval = controller
    try {
      const answer = await this.bridge.request(
        'RPC_REQUEST',
        { method, params, ...network },
        { signal: controller.signal },
      )
      return answer.result
    } catch (error) {
      // Aborted by abortPending (the modal closed unanswered).
      if (controller.signal.aborted) throw abortedRequest(error)
      throw this.frameFailure(method, error)
    } finally {
      if (this.approval === controller) this.approval = undefined
    }
  }

  /**
   * The error a failed frame request gives the dapp. A method the frame refuses ('Requested
   * RPC call is not allowed', the frame's protocol text) is also reported to the connector, so
   * the modal can show 'Action not allowed' (SPEC §6).
   */
  private frameFailure(method: string, error: unknown): unknown {
    if (!isFoyerError(error, 'FRAME_ERROR')) return error
    if (error.shortMessage === en.errors.RPC_METHOD_NOT_ALLOWED) {
      this.events.onApproval({ type: 'refused', method })
    }
    return rpcError(error)
  }

  private async switchChain(params: unknown): Promise<null> {
    const hex = Array.isArray(params) ? (params[0] as { chainId?: unknown })?.chainId : undefined
    if (typeof hex !== 'string' || !/^0x[0-9a-fA-F]{1,16}$/.test(hex)) {
      throw new FoyerError('INVALID_INPUT', { details: 'wallet_switchEthereumChain: chainId' })
    }
    await this.bridge.request('SWITCH_NETWORK', { chainId: Number.parseInt(hex, 16) })
    // The account in use may differ per network (a smart account where the network has one).
    const user = await this.bridge.request('GET_USER', {}).catch(() => undefined)
    if (user) this.events.emit('accountsChanged', [user.address])
    this.events.emit('chainChanged', hex)
    return null
  }
}
