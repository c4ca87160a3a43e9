import {
  BALANCE_SUPPORTED_NAMESPACES,
  type ChainNamespace,
  FoyerError,
  TOKEN_BALANCE_RETRY_MS,
} from '@foyer/common'
import type { TokenBalance } from '../blockchain-data/types.js'
import type { FoyerClient } from '../client/types.js'
import { getAccountState, getNetworkState } from '../selectors.js'
import { updateAccountState } from './update-account.js'

/** When each client may ask again after a failed read, by CAIP-10 address (epoch ms). */
const retryAt = new WeakMap<FoyerClient, Map<string, number>>()

/** Tokens with 0 decimals are dropped from balances (SPEC §5). */
export function keepDisplayableBalances(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances.filter((balance) => balance.quantity.decimals !== '0')
}

/**
 * Reads the token balances of a namespace's connected account (the active one by default)
 * from the blockchain-data client and puts them in the account state (`tokenBalance`).
 * Balances exist on eip155 and solana only (SPEC §5); tokens with 0 decimals are dropped.
 * An answer younger than 30 s comes from the portfolio cache (SPEC §9) unless `force` is set.
 * Resolves undefined when there is no data client, no connected account or no balance
 * support on the namespace.
 *
 * @throws FoyerError 'Token Balance Unavailable' when the read fails; for 30 s after that,
 *   calls for the same account fail at once without asking the service (SPEC §8, §9).
 */
export async function fetchTokenBalances(
  client: FoyerClient,
  params: { namespace?: ChainNamespace; force?: boolean } = {},
): Promise<TokenBalance[] | undefined> {
  const namespace = params.namespace ?? client.stores.account.getState().activeNamespace
  const data = client.blockchainData
  if (!namespace || !data) return undefined
  if (!(BALANCE_SUPPORTED_NAMESPACES as readonly string[]).includes(namespace)) return undefined
  const account = getAccountState(client, namespace)
  const network = getNetworkState(client, namespace)?.caipNetwork
  if (account?.status !== 'connected' || !account.caipAddress || !account.address || !network) {
    return undefined
  }
  const { caipAddress, address } = account
  let balances = params.force ? undefined : client.storage.getCached('portfolio', caipAddress)
  if (!balances) {
    const blocked = retryAt.get(client)?.get(caipAddress)
    if (blocked !== undefined && Date.now() < blocked) {
      throw new FoyerError('TOKEN_BALANCE_UNAVAILABLE', {
        details: `retry blocked for ${Math.ceil((blocked - Date.now()) / 1000)} s after a failure`,
      })
    }
    try {
      const answer = await data.getBalances({ address, caipNetworkId: network.caipNetworkId })
      balances = keepDisplayableBalances(answer.balances)
    } catch (cause) {
      const blocks = retryAt.get(client) ?? new Map<string, number>()
      blocks.set(caipAddress, Date.now() + TOKEN_BALANCE_RETRY_MS)
      retryAt.set(client, blocks)
      throw new FoyerError('TOKEN_BALANCE_UNAVAILABLE', { cause })
    }
    retryAt.get(client)?.delete(caipAddress)
    client.storage.setCached('portfolio', caipAddress, balances)
  }
  if (getAccountState(client, namespace)?.caipAddress === caipAddress) {
    updateAccountState(client, namespace, { tokenBalance: balances })
  }
  return balances
}
