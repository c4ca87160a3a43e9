import { isEvmAddress } from '../address/evm.js'
import { isAddressOnNetwork } from '../address/for-network.js'
import type { ChainNamespace } from '../caip/types.js'
import { FoyerError } from '../errors/FoyerError.js'

/** What the send form holds when the user presses send. */
export interface SendInput {
  namespace: ChainNamespace
  /** The network sent on; Bitcoin receivers are checked for it (mainnet when absent). */
  caipNetworkId?: string | undefined
  /** The amount as typed, a decimal string such as `'0.5'`. */
  amount?: string | undefined
  receiverAddress?: string | undefined
  /** Set for a token transfer; absent for the native currency. */
  tokenAddress?: string | undefined
  /** Needed for a native EVM send. */
  gasPrice?: bigint | undefined
  /** Decimals of the currency sent; needed for a native EVM send. */
  decimals?: number | undefined
}

const DECIMAL_AMOUNT = /^(\d+)(?:\.(\d+))?$/

/**
 * Whether a send can go ahead (SPEC §5): a native EVM send needs receiver, amount, gas
 * price and decimals; a token send needs token address, amount and receiver; Solana and
 * other namespaces need amount and receiver. The amount must be a positive decimal with
 * no more fraction digits than `decimals` (when known), and the receiver and token
 * addresses must be valid in the namespace.
 */
export function isValidSendInput(input: SendInput): boolean {
  const { namespace, caipNetworkId, amount, receiverAddress, tokenAddress, gasPrice, decimals } =
    input
  if (decimals !== undefined && (!Number.isInteger(decimals) || decimals < 0)) return false
  if (!isPositiveAmount(amount, decimals)) return false
  if (!isAddressOnNetwork(namespace, caipNetworkId, receiverAddress)) return false
  if (namespace !== 'eip155') return true
  if (tokenAddress !== undefined) return isEvmAddress(tokenAddress)
  return gasPrice !== undefined && gasPrice >= 0n && decimals !== undefined
}

/**
 * Throws unless {@link isValidSendInput}.
 *
 * @throws {FoyerError} `INVALID_SEND_INPUT`: 'Please enter a valid amount and receiver address'.
 */
export function assertValidSendInput(input: SendInput): void {
  if (!isValidSendInput(input)) throw new FoyerError('INVALID_SEND_INPUT')
}

function isPositiveAmount(amount: string | undefined, decimals: number | undefined): boolean {
  const match = amount === undefined ? null : DECIMAL_AMOUNT.exec(amount)
  if (!match) return false
  const [, whole = '', fraction = ''] = match
  if (decimals !== undefined && fraction.length > decimals) return false
  return /[1-9]/.test(whole + fraction)
}
