import { FoyerError } from '@foyer/common'
import type { TransactionRequest } from '@foyer/core'
import { type Address, encodeFunctionData, erc20Abi, type Hex, numberToHex } from 'viem'
import { hexSchema } from '../provider/schemas.js'
import { parseAddress } from './parse-address.js'

/** The EVM call a {@link TransactionRequest} stands for. */
export interface EvmCall {
  to: Address
  value: bigint
  data: Hex | undefined
}

/**
 * Turns core's transaction request into an EVM call: a native transfer or contract call
 * as given, or, with `tokenAddress`, an ERC-20 `transfer(to, value)` sent to the token.
 * Bad input (receiver, token, amount, data) is 'Please enter a valid amount and receiver
 * address'.
 */
export function toEvmCall(request: TransactionRequest): EvmCall {
  const to = parseAddress(request.to, 'INVALID_SEND_INPUT')
  const value = request.value ?? 0n
  if (value < 0n) throw invalid('negative amount')
  if (request.tokenAddress === undefined) {
    if (request.data === undefined) return { to, value, data: undefined }
    const data = hexSchema.safeParse(request.data)
    if (!data.success) throw invalid('data is not hex')
    return { to, value, data: data.data }
  }
  if (request.data !== undefined) throw invalid('a token transfer cannot carry data')
  if (request.value === undefined) throw invalid('a token transfer needs an amount')
  return {
    to: parseAddress(request.tokenAddress, 'INVALID_SEND_INPUT'),
    value: 0n,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, value] }),
  }
}

/** The JSON-RPC transaction object of a call from `from` (for eth_sendTransaction / eth_estimateGas). */
export function toRpcTransaction(call: EvmCall, from: Address) {
  return {
    from,
    to: call.to,
    value: numberToHex(call.value),
    ...(call.data ? { data: call.data } : {}),
  }
}

function invalid(details: string) {
  return new FoyerError('INVALID_SEND_INPUT', { details })
}
