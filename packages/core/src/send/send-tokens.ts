import {
  BALANCE_SUPPORTED_NAMESPACES,
  isCaipAddress,
  isNativeTokenAddress,
  parseCaipAddress,
  TOKEN_BALANCE_RETRY_MS,
} from '@foyer/common'
import { fetchBalance } from '../account/fetch-balance.js'
import { chainTokenReader, keepDisplayableBalances } from '../account/fetch-token-balances.js'
import type { TokenBalance } from '../blockchain-data/types.js'
import type { FoyerClient } from '../client/types.js'
import { requireConnection } from '../internal/require-connection.js'
import type { SendToken } from '../store/send.js'

/** The plain contract address of a send token (its CAIP-10 address without the network). */
export function tokenContractAddress(token: SendToken | undefined): string | undefined {
  if (!token?.address) return undefined
  return isCaipAddress(token.address) ? parseCaipAddress(token.address).address : token.address
}

/**
 * A balance as a send token. A service entry at the namespace's native-token address (SPEC §9)
 * is the native currency: no address, so it is sent as a native transfer.
 */
function fromTokenBalance(balance: TokenBalance): SendToken {
  const address =
    balance.address && !isNativeTokenAddress(balance.address) ? balance.address : undefined
  return {
    name: balance.name,
    symbol: balance.symbol,
    ...(address ? { address } : {}),
    quantity: balance.quantity,
    // A price of 0 from the service means "unknown", never "worthless" — it is not shown.
    ...(balance.price > 0 ? { price: balance.price } : {}),
    ...(balance.iconUrl ? { iconUrl: balance.iconUrl } : {}),
  }
}

/**
 * Loads the tokens the send form offers on the active network and puts them in the send
 * state: the blockchain-data service's balances when the app configured one (native first;
 * tokens with 0 decimals dropped, SPEC §5), else the native currency with the balance the
 * adapter reads (`getBalance`, read afresh), with no price — or, when the adapter can list
 * the chain's tokens (`getTokenBalances`), that list (e.g. SOL and the SPL tokens held); a
 * native currency read from the chain is priced by the service's token prices when it serves
 * the network (the fee then shows in dollars). After the service failed, it is asked again
 * only once 30 s have passed (SPEC §9); meanwhile, and on failure, the native currency is
 * offered. Keeps the picked token (with its fresh balance) when it is still offered, else
 * picks the first and drops the amount. Resolves the tokens.
 *
 * @throws FoyerError 'No ActiveCaipAddress found' when nothing is connected.
 */
export async function loadSendTokens(client: FoyerClient): Promise<SendToken[]> {
  const { namespace, address, network } = requireConnection(client)
  const send = client.stores.send
  let tokens: SendToken[] | undefined
  let networkBalanceInUSD: number | undefined
  const service = client.blockchainData
  const lastRetry = send.getState().lastRetry
  const retryBlocked = lastRetry !== undefined && Date.now() - lastRetry < TOKEN_BALANCE_RETRY_MS
  if (
    service &&
    network &&
    !retryBlocked &&
    (BALANCE_SUPPORTED_NAMESPACES as readonly string[]).includes(namespace)
  ) {
    try {
      const { balances } = await service.getBalances({
        address,
        caipNetworkId: network.caipNetworkId,
      })
      const usable = balances.filter((balance) => balance.quantity.decimals !== '0')
      tokens = usable.map(fromTokenBalance)
      const values = usable.flatMap((balance) =>
        balance.value === undefined ? [] : [balance.value],
      )
      networkBalanceInUSD = values.length > 0 ? values.reduce((sum, v) => sum + v, 0) : undefined
      send.setState({ lastRetry: undefined })
    } catch (error) {
      console.warn('[foyer] token balances not loaded', error)
      send.setState({ lastRetry: Date.now() })
    }
  }
  const chain = chainTokenReader(client, namespace)
  if (!tokens && chain && network) {
    // No service, or it could not answer: the tokens the chain itself lists (read afresh).
    try {
      const listed = await chain({ address, caipNetworkId: network.caipNetworkId })
      tokens = keepDisplayableBalances(listed).map(fromTokenBalance)
    } catch (error) {
      console.warn('[foyer] token balances not read from the chain', error)
    }
  }
  if (!tokens?.some((token) => token.address === undefined)) {
    const native = await nativeToken(client)
    tokens = native ? [native, ...(tokens ?? [])] : (tokens ?? [])
  }
  const native = tokens.find((token) => token.address === undefined)
  if (native && native.price === undefined && network) {
    // Read from the chain: priced by the service's token prices (SPEC §7), when it has one.
    const id = `${network.caipNetworkId}:native`
    const prices = await service?.getTokenPrices?.({ addresses: [id] }).catch(() => undefined)
    const price = prices?.find((entry) => entry.address === id)?.price
    if (price && price > 0) native.price = price
  }
  const picked = send.getState().token
  const stillThere = picked && tokens.find((token) => sameToken(token, picked))
  send.setState({
    tokenBalances: tokens,
    networkBalanceInUSD,
    token: stillThere ?? tokens[0],
    // An amount typed for a token this account no longer offers is dropped with it.
    ...(picked && !stillThere ? { sendTokenAmount: undefined } : {}),
  })
  return tokens
}

/** The native currency with the adapter's balance, if it can read one. */
async function nativeToken(client: FoyerClient): Promise<SendToken | undefined> {
  const { network } = requireConnection(client)
  if (!network) return undefined
  // Fresh, not from the 30 s cache: Max and the insufficient-gas check are decided on it.
  const balance = await fetchBalance(client, { force: true })
  if (!balance) return undefined
  return {
    name: network.nativeCurrency.name,
    symbol: balance.symbol,
    quantity: { decimals: String(network.nativeCurrency.decimals), numeric: balance.balance },
    ...(network.imageUrl ? { iconUrl: network.imageUrl } : {}),
  }
}

/** Whether two send tokens are the same currency. */
export function sameToken(a: SendToken, b: SendToken): boolean {
  return a.address === b.address && (a.address !== undefined || a.symbol === b.symbol)
}
