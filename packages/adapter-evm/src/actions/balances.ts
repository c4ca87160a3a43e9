import { type CaipNetworkId, FoyerError, isFoyerError } from '@foyer/common'
import type { Balance } from '@foyer/core'
import { decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { hexSchema } from '../provider/schemas.js'
import { type EvmAdapterState, requireNetwork } from '../state.js'
import { getPublicClient } from '../transport/public-client.js'
import { quantitySchema, readRpc } from '../transport/read-rpc.js'
import { parseAddress } from './parse-address.js'

/** The native balance of `address` on a configured network, read through the app's RPC. */
export async function getNativeBalance(
  state: EvmAdapterState,
  params: { address: string; caipNetworkId: CaipNetworkId },
): Promise<Balance> {
  const network = requireNetwork(state, params.caipNetworkId)
  const address = parseAddress(params.address, 'UNKNOWN_ERROR')
  const value = await readRpc(
    getPublicClient(state, params.caipNetworkId),
    'eth_getBalance',
    [address, 'latest'],
    quantitySchema,
  )
  return {
    value,
    decimals: network.nativeCurrency.decimals,
    symbol: network.nativeCurrency.symbol,
  }
}

/**
 * The ERC-20 balance of `address` (`balanceOf`, `decimals`, `symbol` in one batch) on a
 * configured network. Any RPC or decoding failure is 'Token Balance Unavailable'.
 */
export async function getErc20Balance(
  state: EvmAdapterState,
  params: { address: string; tokenAddress: string; caipNetworkId: CaipNetworkId },
): Promise<Balance> {
  const client = getPublicClient(state, params.caipNetworkId)
  const owner = parseAddress(params.address, 'UNKNOWN_ERROR')
  const token = parseAddress(params.tokenAddress, 'UNKNOWN_ERROR')
  const call = (data: Hex) =>
    readRpc(client, 'eth_call', [{ to: token, data }, 'latest'], hexSchema)
  try {
    const [balance, decimals, symbol] = await Promise.all([
      call(encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] })),
      call(encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' })),
      call(encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' })),
    ])
    return {
      value: decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: balance }),
      decimals: decodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', data: decimals }),
      symbol: decodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', data: symbol }),
    }
  } catch (error) {
    throw new FoyerError('TOKEN_BALANCE_UNAVAILABLE', {
      cause: error,
      ...(isFoyerError(error) ? { details: error.message } : {}),
    })
  }
}
