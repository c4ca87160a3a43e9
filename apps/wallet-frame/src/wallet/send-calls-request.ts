import { FoyerError, parseSendCalls, sendCallsParamsSchema } from '@foyer/common'
import { type Address, type Hex, isHex } from 'viem'
import type { ApprovalChain } from '../ui/approval-dialog.js'
import { assertActiveChain } from './active-chain.js'
import { assertOwnAddress } from './signing-requests.js'

/** One call of an EIP-5792 batch, checked and typed. */
export type BatchCall = { to: Address; value: bigint; data: Hex }

/** A checked `wallet_sendCalls` request: its calls and the capabilities it asked for. */
export type SendCallsRequest = { calls: BatchCall[]; capabilities: unknown }

/**
 * Checks `wallet_sendCalls`' params for the account at `address` on the active `chain`: at
 * least one call, each with a 20-byte `to` and hex `data` and `value`; a `from` naming another
 * account or a `chainId` naming another chain is refused before any approval.
 */
export function parseSendCallsRequest(
  params: unknown,
  address: Address,
  chain: ApprovalChain,
): SendCallsRequest {
  const first = Array.isArray(params) ? params[0] : undefined
  const parsed = sendCallsParamsSchema.safeParse(first)
  // parseSendCalls names the first bad entry ('to' and 'data' must start with 0x).
  const calls = parseSendCalls(
    parsed.success ? parsed.data.calls : (first as { calls?: unknown })?.calls,
  )
  if (calls.length === 0) throw new FoyerError('INVALID_PARAMS')
  const from = (first as { from?: unknown }).from
  if (typeof from === 'string') assertOwnAddress(from, address)
  assertActiveChain((first as { chainId?: unknown }).chainId, chain)
  const typed = calls.map((call) => {
    if (!/^0x[0-9a-fA-F]{40}$/.test(call.to)) throw new FoyerError('INVALID_SEND_CALLS')
    if (call.data !== undefined && !isHex(call.data)) throw new FoyerError('INVALID_SEND_CALLS')
    if (call.value !== undefined && !/^0x[0-9a-fA-F]{1,64}$/.test(call.value)) {
      throw new FoyerError('INVALID_SEND_CALLS')
    }
    return {
      to: call.to as Address,
      value: call.value ? BigInt(call.value) : 0n,
      data: (call.data ?? '0x') as Hex,
    }
  })
  return { calls: typed, capabilities: (first as { capabilities?: unknown }).capabilities }
}
