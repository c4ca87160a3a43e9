import { errorFromProvider, hasInsufficientGas, isAddressOnNetwork } from '@foyer/common'
import { accountTypeOf } from '../account/account-type.js'
import { formatUnits } from '../account/format-units.js'
import { hasCapability, type TransactionRequest } from '../adapter/types.js'
import type { FoyerClient } from '../client/types.js'
import { requireConnection } from '../internal/require-connection.js'
import { getAccountState } from '../selectors.js'
import type { SendState } from '../store/send.js'
import { parseUnits } from './parse-units.js'
import { tokenContractAddress } from './send-tokens.js'

/** The network fee of a send, as far as it is known. */
export interface SendFee {
  gasPrice: bigint | undefined
  gasLimit: bigint | undefined
  /** A paymaster pays it (the adapter's `isSponsored`); the account pays nothing. */
  sponsored: boolean
}

/**
 * Reads the network's gas price (the adapter's `getGasPrice`) and estimates the gas of the
 * transaction the form describes (`estimateGas`; before a receiver is typed, a transfer to
 * the account itself), and puts both and the fee in US dollars in the send state. The fee
 * in dollars is set only when the native currency's price is known. An adapter without a
 * capability leaves that part unknown; a failed estimate leaves the gas unknown. Where the
 * adapter can tell (`isSponsored`), whether a paymaster pays the fee; a failed answer: no.
 *
 * @throws FoyerError when nothing is connected, or the gas price cannot be read.
 */
export async function loadSendFee(client: FoyerClient): Promise<SendFee> {
  const { namespace, adapter, address, network } = requireConnection(client)
  const send = client.stores.send
  let gasPrice: bigint | undefined
  if (network && hasCapability(adapter, 'getGasPrice')) {
    try {
      gasPrice = await adapter.getGasPrice({ caipNetworkId: network.caipNetworkId })
    } catch (error) {
      throw errorFromProvider(error)
    }
  }
  const state = send.getState()
  const receiver = state.receiverAddress
  const tokenAddress = tokenContractAddress(state.token)
  const request: TransactionRequest = {
    to:
      receiver && isAddressOnNetwork(namespace, network?.caipNetworkId, receiver)
        ? receiver
        : address,
    value: 0n,
    ...(tokenAddress ? { tokenAddress } : {}),
  }
  let gasLimit: bigint | undefined
  if (hasCapability(adapter, 'estimateGas')) {
    try {
      gasLimit = await adapter.estimateGas({ request, address })
    } catch (error) {
      console.warn('[foyer] gas not estimated', error)
    }
  }
  let sponsored = false
  if (hasCapability(adapter, 'isSponsored')) {
    sponsored = await adapter.isSponsored({ request, address }).catch((error: unknown) => {
      console.warn('[foyer] sponsorship not known', error)
      return false
    })
  }
  send.setState((state) => ({
    gasPrice,
    gasLimit,
    gasPriceInUSD: feeInUsd(state, gasPrice, gasLimit, network?.nativeCurrency.decimals),
    sponsored,
  }))
  return { gasPrice, gasLimit, sponsored }
}

/** The native currency's price, from the token list (never invented). */
export function nativePrice(state: Pick<SendState, 'tokenBalances'>): number | undefined {
  return state.tokenBalances.find((token) => token.address === undefined)?.price
}

function feeInUsd(
  state: SendState,
  gasPrice: bigint | undefined,
  gasLimit: bigint | undefined,
  decimals: number | undefined,
): number | undefined {
  const price = nativePrice(state)
  if (price === undefined || gasPrice === undefined || gasLimit === undefined) return undefined
  if (decimals === undefined) return undefined
  return Number(formatUnits(gasPrice * gasLimit, decimals)) * price
}

/** The fee in the smallest native unit: gas × gas price, or the gas price alone when the gas is unknown. */
export function sendFeeValue(state: Pick<SendState, 'gasPrice' | 'gasLimit'>): bigint | undefined {
  if (state.gasPrice === undefined) return undefined
  return state.gasPrice * (state.gasLimit ?? 1n)
}

/**
 * SPEC §5's insufficient-gas rule for the send form: the account's native balance is zero,
 * or the fee is above it. Smart accounts skip the check. False while the balance is unknown.
 */
export function hasInsufficientSendGas(client: FoyerClient): boolean {
  const account = getAccountState(client)
  const { network } = requireConnection(client)
  if (!account?.balance || !network) return false
  if (client.stores.send.getState().sponsored) return false
  const nativeBalance = parseUnits(account.balance, network.nativeCurrency.decimals)
  const gasCost = sendFeeValue(client.stores.send.getState()) ?? 0n
  const accountType = activeAccountType(client) === 'smartAccount' ? 'smartAccount' : 'eoa'
  return hasInsufficientGas({ nativeBalance, gasCost, accountType })
}

/** The type of the connected account (its own, else the namespace's preferred one). */
export function activeAccountType(client: FoyerClient) {
  return accountTypeOf(getAccountState(client))
}

/**
 * The largest amount of the picked token the form may send, a decimal string: a token's
 * whole balance; for the native currency the balance less twice the fee, so that the fee is
 * still paid if it rises before the block (never below zero). Undefined without a token.
 */
export function maxSendAmount(state: SendState): string | undefined {
  const token = state.token
  if (!token) return undefined
  const decimals = Number(token.quantity.decimals)
  if (token.address !== undefined) return token.quantity.numeric
  const balance = parseUnits(token.quantity.numeric, decimals)
  const reserve = (sendFeeValue(state) ?? 0n) * 2n
  return formatUnits(balance > reserve ? balance - reserve : 0n, decimals)
}
