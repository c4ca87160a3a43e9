import {
  BALANCE_SUPPORTED_NAMESPACES,
  type ChainNamespace,
  FoyerError,
  TOKEN_BALANCE_RETRY_MS,
} from '@foyer/common'
import { type FoyerAdapter, hasCapability } from '../adapter/types.js'
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
 * An answer younger than 30 s comes from the portfolio cache (SPEC §9) unless `force` is set;
 * a forced read asks the service with `forceUpdate` (it then waits until it has indexed the
 * chain's latest block).
 * When the namespace's adapter can list tokens from the chain (`getTokenBalances`), that list
 * (read afresh) is used when there is no data client, or when the service fails or failed
 * less than 30 s ago. Resolves undefined when there is neither, no connected account or no
 * balance support on the namespace.
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
  const chain = namespace ? chainTokenReader(client, namespace) : undefined
  if (!namespace || (!data && !chain)) return undefined
  if (!(BALANCE_SUPPORTED_NAMESPACES as readonly string[]).includes(namespace)) return undefined
  const account = getAccountState(client, namespace)
  const network = getNetworkState(client, namespace)?.caipNetwork
  if (account?.status !== 'connected' || !account.caipAddress || !account.address || !network) {
    return undefined
  }
  const { caipAddress, address } = account
  let balances = params.force ? undefined : client.storage.getCached('portfolio', caipAddress)
  // Read afresh each time (not cached): the chain's own list through the adapter.
  const fromChain = async (read: NonNullable<typeof chain>) => {
    try {
      return keepDisplayableBalances(await read({ address, caipNetworkId: network.caipNetworkId }))
    } catch (cause) {
      throw new FoyerError('TOKEN_BALANCE_UNAVAILABLE', { cause })
    }
  }
  if (!balances && (!data || isBlocked(client, caipAddress)) && chain) {
    // No service, or it failed less than 30 s ago.
    balances = await fromChain(chain)
  }
  if (!balances && data) {
    const blocked = retryAt.get(client)?.get(caipAddress)
    if (blocked !== undefined && Date.now() < blocked) {
      throw new FoyerError('TOKEN_BALANCE_UNAVAILABLE', {
        details: `retry blocked for ${Math.ceil((blocked - Date.now()) / 1000)} s after a failure`,
      })
    }
    try {
      const answer = await data.getBalances({
        address,
        caipNetworkId: network.caipNetworkId,
        // Forced (after the user's own transaction): the service answers once it is up to date.
        ...(params.force ? { forceUpdate: caipAddress } : {}),
      })
      balances = keepDisplayableBalances(answer.balances)
    } catch (cause) {
      const blocks = retryAt.get(client) ?? new Map<string, number>()
      blocks.set(caipAddress, Date.now() + TOKEN_BALANCE_RETRY_MS)
      retryAt.set(client, blocks)
      if (!chain) throw new FoyerError('TOKEN_BALANCE_UNAVAILABLE', { cause })
      // The service cannot answer for this network (e.g. a local chain it does not index).
      balances = await fromChain(chain)
    }
    if (!isBlocked(client, caipAddress)) {
      retryAt.get(client)?.delete(caipAddress)
      client.storage.setCached('portfolio', caipAddress, balances)
    }
  }
  if (!balances) return undefined
  if (getAccountState(client, namespace)?.caipAddress === caipAddress) {
    updateAccountState(client, namespace, { tokenBalance: balances })
  }
  return balances
}

/** Whether the service failed for this account less than 30 s ago. */
function isBlocked(client: FoyerClient, caipAddress: string): boolean {
  const blocked = retryAt.get(client)?.get(caipAddress)
  return blocked !== undefined && Date.now() < blocked
}

/**
 * The namespace adapter's `getTokenBalances` (the chain's own token list), when it has that
 * capability.
 */
export function chainTokenReader(
  client: FoyerClient,
  namespace: ChainNamespace,
): FoyerAdapter['getTokenBalances'] {
  const adapter = client.adapters.get(namespace)
  if (!adapter || !hasCapability(adapter, 'getTokenBalances')) return undefined
  return (params) => adapter.getTokenBalances(params)
}
