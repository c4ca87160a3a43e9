import {
  type CaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
  errorFromProvider,
} from '@foyer/common'
import { type FoyerAdapter, hasCapability } from '../adapter/types.js'
import type { FoyerClient } from '../client/types.js'
import { reportError } from '../events/report-error.js'
import { getAccountState, getNetworkState } from '../selectors.js'
import { formatUnits } from './format-units.js'
import { updateAccountState } from './update-account.js'

/** A native balance as the account state holds it. */
export interface AccountBalance {
  /** Decimal string in whole units. */
  balance: string
  symbol: string
}

/**
 * Reads the native balance of a namespace's connected account (the active namespace by
 * default) through the adapter's `getBalance` capability, and puts it in the account state.
 * A balance younger than 30 s comes from the cache (SPEC §9) unless `force` is set. Resolves
 * undefined when nothing is connected or the adapter has no `getBalance`.
 *
 * @throws FoyerError mapped from the adapter's error.
 */
export async function fetchBalance(
  client: FoyerClient,
  params: { namespace?: ChainNamespace; force?: boolean } = {},
): Promise<AccountBalance | undefined> {
  const namespace = params.namespace ?? client.stores.account.getState().activeNamespace
  if (!namespace) return undefined
  const account = getAccountState(client, namespace)
  const networkState = getNetworkState(client, namespace)
  const network = networkState?.caipNetwork
  const adapter = client.adapters.get(namespace)
  if (account?.status !== 'connected' || !account.caipAddress || !account.address) return undefined
  // On a network the app does not support there is no balance to show.
  if (!network || !adapter || networkState.unsupportedCaipNetworkId) return undefined
  const { caipAddress, address } = account
  const cached = params.force ? undefined : client.storage.getCached('balance', caipAddress)
  let result: AccountBalance | undefined = cached
  if (!result) {
    if (!hasCapability(adapter, 'getBalance')) return undefined
    // One read per address and network at a time: a second caller shares the first's.
    const key = `balance:${caipAddress}`
    let request = client.runtime.requests.get(key) as Promise<AccountBalance> | undefined
    if (!request) {
      request = readBalance(client, adapter, address, network.caipNetworkId, caipAddress)
      client.runtime.requests.set(key, request)
      void request.then(
        () => client.runtime.requests.delete(key),
        () => client.runtime.requests.delete(key),
      )
    }
    result = await request
  }
  // The account may have changed while the balance was read.
  if (getAccountState(client, namespace)?.caipAddress === caipAddress) {
    updateAccountState(client, namespace, {
      balance: result.balance,
      balanceSymbol: result.symbol,
    })
  }
  return result
}

async function readBalance(
  client: FoyerClient,
  adapter: FoyerAdapter & Pick<Required<FoyerAdapter>, 'getBalance'>,
  address: string,
  caipNetworkId: CaipNetworkId,
  caipAddress: CaipAddress,
): Promise<AccountBalance> {
  let result: AccountBalance
  try {
    const balance = await adapter.getBalance({ address, caipNetworkId })
    result = { balance: formatUnits(balance.value, balance.decimals), symbol: balance.symbol }
  } catch (error) {
    throw errorFromProvider(error)
  }
  client.storage.setCached('balance', caipAddress, result)
  return result
}

/** {@link fetchBalance} for background refreshes: a failure is a warning, never thrown. */
export async function refreshBalance(
  client: FoyerClient,
  namespace: ChainNamespace,
): Promise<void> {
  try {
    await fetchBalance(client, { namespace })
  } catch (error) {
    console.warn('[foyer] balance not refreshed', error)
    reportError(client, error, 'balance not refreshed')
  }
}
