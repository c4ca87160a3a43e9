import type { Address, Hex } from 'viem'
import { decodeErrorResult, toEventSelector } from 'viem'
import * as z from 'zod'

/** One call to simulate, as the network would run it (`from` is the caller). */
export type SimulatedCall = { from: Address; to?: Address; value?: bigint; data?: Hex }

/** A JSON-RPC request to the network (a viem client's `request`, or the frame's forwarder). */
export type RpcRequest = (args: { method: string; params: unknown[] }) => Promise<unknown>

/** ERC-7528: the address `eth_simulateV1` with `traceTransfers` gives native transfers. */
export const NATIVE_TRANSFER_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
/** The ERC-20 / ERC-721 Transfer event's topic. */
export const TRANSFER = toEventSelector('Transfer(address,address,uint256)')

/** An event log as the node gives it. */
export const logSchema = z.object({
  address: z.string(),
  topics: z.array(z.string()),
  data: z.string(),
})
/** {@link logSchema}'s type. */
export type Log = z.infer<typeof logSchema>

/** Why a call reverted: its `Error(string)` or panic, else the node's message. */
export function revertReason(result: {
  returnData?: string
  error?: { message?: string }
}): string {
  const data = result.returnData
  if (data && /^0x[0-9a-fA-F]{8,}$/.test(data)) {
    try {
      const decoded = decodeErrorResult({ abi: [], data: data as Hex })
      return String(decoded.args?.[0] ?? decoded.errorName).slice(0, 200)
    } catch {
      // A custom error: its selector is all the network tells.
      return result.error?.message?.slice(0, 200) || `error ${data.slice(0, 10)}`
    }
  }
  return result.error?.message?.slice(0, 200) || 'reverted without a reason'
}
