import { isFoyerError } from '@foyer/common'
import type { AdapterAccountType, TransactionRequest } from '@foyer/core'
import { numberToHex } from 'viem'
import { requestWallet } from '../provider/request-wallet.js'
import { transactionHashSchema } from '../provider/schemas.js'
import { type EvmAdapterState, requireAccount, requireConnection } from '../state.js'
import { getPublicClient } from '../transport/public-client.js'
import { connectedNetworkId } from './active-network.js'
import { toEvmCall, toRpcTransaction } from './evm-call.js'
import { assertEnoughGas } from './gas-check.js'
import { isSponsored } from './sponsorship.js'

/**
 * Sends a native transfer, contract call or (with `tokenAddress`) ERC-20 transfer from a
 * connected account with `eth_sendTransaction`, after the insufficient-gas check (skipped for
 * a smart account, SPEC §5, and when the embedded wallet's paymaster pays the fee). The
 * wallet fills in gas and fees; the transaction names the wallet's current chain so a
 * wallet that moved meanwhile refuses it. Returns the transaction hash.
 */
export async function sendTransaction(
  state: EvmAdapterState,
  params: { request: TransactionRequest; address: string; accountType?: AdapterAccountType },
): Promise<string> {
  const connection = requireConnection(state)
  const from = requireAccount(connection, params.address)
  const call = toEvmCall(params.request)
  const client = getPublicClient(state, connectedNetworkId(state, connection))
  await assertEnoughGas(client, call, from, params.accountType).catch(async (error: unknown) => {
    // The embedded wallet's paymaster may pay for this account (its EOA becomes an EIP-7702
    // smart account in the same user operation): the wallet says so, and its approval too.
    if (!isFoyerError(error, 'INSUFFICIENT_FUNDS')) throw error
    if (!(await isSponsored(state, params).catch(() => false))) throw error
  })
  const transaction = { ...toRpcTransaction(call, from), chainId: numberToHex(connection.chainId) }
  return requestWallet(
    connection.connector.provider,
    { method: 'eth_sendTransaction', params: [transaction] },
    transactionHashSchema,
  )
}
