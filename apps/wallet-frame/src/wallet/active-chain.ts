import { FoyerError } from '@foyer/common'
import type { FrameConfig } from '../config.js'
import type { ApprovalChain } from '../ui/approval-dialog.js'
import { fillMessage, frameMessages } from '../ui/messages.js'

/** The network `chainId` of the frame's config, named for the approval (its id when unnamed). */
export function approvalChain(config: FrameConfig, chainId: number): ApprovalChain {
  const network = config.networks.find((n) => n.chainId === chainId)
  return { id: chainId, name: network?.name ?? `Chain ${chainId}` }
}

/**
 * The chain id a request names (a number, a decimal or `0x` string, or CAIP-2 `eip155:<id>`);
 * `undefined` when it names none. A value that is no chain id is refused.
 */
export function requestedChainId(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined
  const text = typeof value === 'number' || typeof value === 'bigint' ? String(value) : value
  if (typeof text !== 'string') throw new FoyerError('INVALID_CHAIN_ID')
  const bare = text.replace(/^eip155:/, '')
  const id = /^0x[0-9a-fA-F]{1,16}$/.test(bare) || /^\d{1,16}$/.test(bare) ? Number(bare) : NaN
  if (!Number.isSafeInteger(id) || id <= 0) throw new FoyerError('INVALID_CHAIN_ID')
  return id
}

/**
 * Refuses a request for another chain than the active one (typed data's `domain.chainId`, a
 * transaction's `chainId`, a batch's `chainId`), naming both: the user approves on the chain
 * the dialog names, and the signature must not be valid anywhere else.
 */
export function assertActiveChain(requested: unknown, chain: ApprovalChain): void {
  const id = requestedChainId(requested)
  if (id === undefined || id === chain.id) return
  throw new FoyerError('INVALID_CHAIN_ID', {
    details: fillMessage(frameMessages.WRONG_CHAIN, {
      requested: id,
      name: chain.name,
      id: chain.id,
    }),
  })
}
