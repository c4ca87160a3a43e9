import { isCaipAddress, parseCaipAddress } from '../caip/parse.js'
import { NATIVE_TOKEN_ADDRESS } from '../constants/networks.js'

/**
 * Whether a token address (CAIP-10, e.g. `eip155:1:0xEeee…EEeE`) is its namespace's
 * stand-in for the native currency (SPEC §9 "native token address depends on namespace"):
 * the entry a balance list gives for ETH or SOL, which is sent as a native transfer, never
 * as a token transfer to that address. EVM addresses compare without case.
 */
export function isNativeTokenAddress(address: string): boolean {
  if (!isCaipAddress(address)) return false
  const { namespace, address: account } = parseCaipAddress(address)
  const native = NATIVE_TOKEN_ADDRESS[namespace]
  if (!native) return false
  return namespace === 'eip155'
    ? account.toLowerCase() === native.toLowerCase()
    : account === native
}
