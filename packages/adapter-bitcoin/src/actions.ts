import {
  bitcoinNetworkName,
  type CaipNetworkId,
  errorFromProvider,
  FoyerError,
  isBitcoinAddress,
} from '@foyer/common'
import type { Balance, SignPsbtParams, SignPsbtResult, TransactionRequest } from '@foyer/core'
import { requireConnection } from './connection.js'
import { fetchConfirmedBalance } from './esplora/esplora-client.js'
import { fetchFeeRate } from './esplora/fee-estimates.js'
import { transferVirtualSize } from './fees/transfer-size.js'
import type { BitcoinAdapterState } from './state.js'
import type { BitcoinMessageProtocol } from './wallet/types.js'

/** Bitcoin's native decimals (SPEC: 8). */
const BTC_DECIMALS = 8

/** The esplora base URL of a configured network; throws 'Network not found' otherwise. */
export function esploraUrlOf(state: BitcoinAdapterState, caipNetworkId: CaipNetworkId): string {
  const network = state.networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
  const url = state.esploraUrls[caipNetworkId] ?? network?.rpcUrls.default.http[0]
  if (!network || !url) throw new FoyerError('NETWORK_NOT_FOUND', { details: caipNetworkId })
  return url
}

/** The confirmed balance of an address in BTC's smallest unit (8 decimals). */
export async function getBalance(
  state: BitcoinAdapterState,
  params: { address: string; caipNetworkId: CaipNetworkId },
): Promise<Balance> {
  const network = state.networks.find((n) => n.caipNetworkId === params.caipNetworkId)
  const value = await fetchConfirmedBalance(
    esploraUrlOf(state, params.caipNetworkId),
    params.address,
  )
  return { value, decimals: BTC_DECIMALS, symbol: network?.nativeCurrency.symbol ?? 'BTC' }
}

/** Signs a message with BIP-322 (default) or legacy ECDSA; resolves the base64 signature. */
export async function signMessage(
  state: BitcoinAdapterState,
  params: { message: string; address: string; protocol?: BitcoinMessageProtocol },
): Promise<string> {
  const connection = requireConnection(state)
  return connection.connector.backend.signMessage({
    address: params.address,
    message: params.message,
    protocol: params.protocol ?? 'bip322',
  })
}

/**
 * Sends `request.value` satoshis to `request.to` from the wallet's payment account (the
 * wallet picks the outputs, signs and broadcasts); resolves the transaction id. Tokens and
 * data are not Bitcoin transfers and are refused.
 */
export async function sendTransfer(
  state: BitcoinAdapterState,
  params: { request: TransactionRequest; address: string },
): Promise<string> {
  const connection = requireConnection(state)
  const { to, value, data, tokenAddress } = params.request
  const networkName = bitcoinNetworkName(connection.caipNetworkId) ?? 'mainnet'
  if (
    tokenAddress !== undefined ||
    data !== undefined ||
    value === undefined ||
    value <= 0n ||
    value > BigInt(Number.MAX_SAFE_INTEGER) ||
    !isBitcoinAddress(to, networkName)
  ) {
    throw new FoyerError('INVALID_SEND_INPUT', { details: `to ${to}, value ${value}` })
  }
  try {
    return await connection.connector.backend.sendTransfer({
      recipients: [{ address: to, amount: Number(value) }],
    })
  } catch (error) {
    const mapped = errorFromProvider(error)
    if (mapped.code !== 'UNKNOWN_ERROR') throw mapped
    // The wallet's or node's own reason (a refused broadcast, a double spend) stays in details.
    throw new FoyerError('SEND_TRANSACTION_FAILED', { details: mapped.details, cause: error })
  }
}

/**
 * Asks the wallet to sign inputs of a PSBT. The request and the answer are checked with
 * `@scure/btc-signer` (loaded on first use): valid PSBTs, the same transaction back, a
 * signature on every input asked for.
 */
export async function signPsbt(
  state: BitcoinAdapterState,
  params: SignPsbtParams,
): Promise<SignPsbtResult> {
  const connection = requireConnection(state)
  const { checkPsbtRequest, checkSignedPsbt } = await import('./psbt/check-psbt.js')
  checkPsbtRequest(params.psbt, params.signInputs)
  const result = await connection.connector.backend.signPsbt({
    psbt: params.psbt,
    signInputs: params.signInputs,
    broadcast: params.broadcast ?? false,
  })
  checkSignedPsbt(params.psbt, result.psbt, params.signInputs)
  return result
}

/** The network's fee rate for the next block, in sat/vB (Bitcoin's "gas price"). */
export function getFeeRate(
  state: BitcoinAdapterState,
  params: { caipNetworkId: CaipNetworkId },
): Promise<bigint> {
  return fetchFeeRate(esploraUrlOf(state, params.caipNetworkId))
}

/**
 * The virtual size (vbytes, Bitcoin's "gas") of a transfer to `request.to` from the payment
 * account, one input and change: multiplied by the fee rate it gives the fee in satoshis.
 */
export async function estimateTransferSize(
  state: BitcoinAdapterState,
  params: { request: TransactionRequest },
): Promise<bigint> {
  const connection = requireConnection(state)
  return transferVirtualSize(
    params.request.to,
    bitcoinNetworkName(connection.caipNetworkId) ?? 'mainnet',
  )
}
