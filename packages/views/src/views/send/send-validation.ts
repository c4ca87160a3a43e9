import { type ChainNamespace, isAddressOnNetwork } from '@foyer/common'
import type { SendToken } from '@foyer/core'
import { parseUnits } from '@foyer/core/send'
import { t, type ViewMessages } from '../../messages/index.js'

const DECIMAL_AMOUNT = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/

/**
 * What is wrong with the amount typed for `token`, as the text to show under the field, or
 * undefined when it is fine: empty, not a positive decimal, more decimals than the token
 * has, or above the balance.
 */
export function amountProblem(
  messages: ViewMessages,
  amount: string | undefined,
  token: SendToken | undefined,
): string | undefined {
  const text = amount?.trim() ?? ''
  if (text === '') return messages.send.amountRequired
  const match = DECIMAL_AMOUNT.exec(text)
  if (!match || !/[1-9]/.test(text)) return messages.send.amountInvalid
  if (!token) return undefined
  const decimals = Number(token.quantity.decimals)
  const fraction = match[2] ?? match[3] ?? ''
  if (fraction.length > decimals) {
    return t(messages.send.amountTooPrecise, { symbol: token.symbol, decimals: String(decimals) })
  }
  if (parseUnits(text, decimals) > parseUnits(token.quantity.numeric, decimals)) {
    return messages.send.amountAboveBalance
  }
  return undefined
}

/**
 * What is wrong with the receiver, or undefined when it is an address of the namespace on
 * the network `caipNetworkId` (a Bitcoin address must be of that network: `bcrt1…` on
 * regtest, `tb1…` on testnet).
 */
export function receiverProblem(
  messages: ViewMessages,
  namespace: ChainNamespace | undefined,
  receiver: string | undefined,
  caipNetworkId?: string,
): string | undefined {
  const text = receiver?.trim() ?? ''
  if (text === '') return messages.send.receiverRequired
  if (!namespace || !isAddressOnNetwork(namespace, caipNetworkId, text)) {
    return messages.send.receiverInvalid
  }
  return undefined
}
