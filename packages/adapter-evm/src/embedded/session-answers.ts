/** How the embedded session turns frame answers into what the dapp and core get. */
import { type CaipNetworkId, FoyerError } from '@foyer/common'
import type { EmbeddedWalletUser } from '@foyer/core'
import type { FrameUser } from '@foyer/frame-bridge'

/** A frame error whose message is the EIP-1193 user rejection keeps that meaning (code 4001). */
export function rpcError(error: FoyerError): unknown {
  const message = error.shortMessage
  if (/user rejected/i.test(message)) return Object.assign(new Error(message), { code: 4001 })
  return error
}

/**
 * A request the user left unanswered (the modal closed): 'Request was aborted' (SPEC §8), with
 * the EIP-1193 user-rejection code 4001 so that a dapp and viem treat it as declined, not as a
 * wallet failure. Foyer's own error is its cause, so Foyer's mapping shows its text.
 */
export function abortedRequest(cause: unknown): Error {
  const aborted = new FoyerError('REQUEST_ABORTED', { cause })
  return Object.assign(new Error(aborted.shortMessage), { code: 4001, cause: aborted })
}

export function toUser(user: FrameUser): EmbeddedWalletUser {
  return {
    address: user.address,
    chainId: user.chainId,
    email: user.email,
    username: user.username,
    socialProvider: user.socialProvider,
    preferredAccountType: user.preferredAccountType,
    smartAccountDeployed: user.smartAccountDeployed,
    ...(user.accounts ? { accounts: user.accounts } : {}),
    ...(user.solanaAddress ? { solanaAddress: user.solanaAddress } : {}),
  }
}

/**
 * The frame's smart-account networks (chain ids, numbers or `eip155:` strings) as EVM CAIP-2
 * ids; an entry that is neither is left out.
 */
export function toEvmNetworkIds(chainIds: readonly (string | number)[]): CaipNetworkId[] {
  return chainIds.flatMap((id) => {
    const reference = String(id).replace(/^eip155:/, '')
    return /^\d{1,20}$/.test(reference) ? [`eip155:${reference}` as CaipNetworkId] : []
  })
}

/** A frame chain id (a number, `'31337'` or `'eip155:31337'`) as EIP-1193 hex; else undefined. */
export function chainIdHex(chainId: string | number): string | undefined {
  const [id] = toEvmNetworkIds([chainId])
  return id ? `0x${BigInt(id.slice('eip155:'.length)).toString(16)}` : undefined
}
