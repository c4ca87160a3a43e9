import { type Address, encodeFunctionData, erc20Abi, toHex } from 'viem'
import type { CallRequest } from './decode-call.js'

/** What a send moves: `amount` (base units) to `to`, of the ERC-20 `token` or else the native currency. */
export type SendIntent = { to: Address; amount: bigint; token?: Address | undefined }

/** The call a send makes: a native transfer to `to`, or the token's ERC-20 `transfer`. */
export function sendCall(send: SendIntent): CallRequest {
  if (!send.token) return { to: send.to, value: send.amount, data: '0x' }
  return {
    to: send.token,
    value: 0n,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [send.to, send.amount],
    }),
  }
}

/** A call as the data service's `POST /v1/simulate` takes it (value in hex). */
export function simulationCall(call: CallRequest): { to?: string; value: string; data: string } {
  return { ...(call.to ? { to: call.to } : {}), value: toHex(call.value), data: call.data }
}
