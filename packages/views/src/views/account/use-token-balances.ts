import { BALANCE_SUPPORTED_NAMESPACES, type ChainNamespace } from '@foyer/common'
import { type FoyerClient, fetchTokenBalances, hasCapability, type TokenBalance } from '@foyer/core'
import { useEffect, useState } from 'react'

/** Token balances from the blockchain-data service. */
export type TokenBalances =
  | { status: 'unavailable' }
  | { status: 'loading' }
  | { status: 'loaded'; balances: TokenBalance[] }
  | { status: 'failed'; error: unknown }

/**
 * Reads the account's token balances through core's `fetchTokenBalances` when the app has
 * a data service or the namespace's adapter lists the chain's tokens, and the namespace has balances (SPEC §5: eip155 and solana): 0-decimals
 * tokens dropped, the portfolio cached 30 s, and after a failure 'Token Balance
 * Unavailable' with retries blocked for 30 s (SPEC §8, §9).
 */
export function useTokenBalances(
  client: FoyerClient,
  namespace: ChainNamespace | undefined,
  caipAddress: string | undefined,
  caipNetworkId: string | undefined,
): TokenBalances {
  const adapter = namespace ? client.adapters.get(namespace) : undefined
  const supported =
    (client.blockchainData !== undefined ||
      (adapter !== undefined && hasCapability(adapter, 'getTokenBalances'))) &&
    namespace !== undefined &&
    (BALANCE_SUPPORTED_NAMESPACES as readonly string[]).includes(namespace) &&
    caipAddress !== undefined &&
    caipNetworkId !== undefined
  const [state, setState] = useState<TokenBalances>({ status: 'loading' })
  useEffect(() => {
    // caipAddress and caipNetworkId are the keys: a new account or network reads again.
    if (!supported || !namespace || !caipAddress || !caipNetworkId) return
    let current = true
    setState({ status: 'loading' })
    fetchTokenBalances(client, { namespace }).then(
      (balances) => current && setState({ status: 'loaded', balances: balances ?? [] }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    )
    return () => {
      current = false
    }
  }, [supported, client, namespace, caipAddress, caipNetworkId])
  return supported ? state : { status: 'unavailable' }
}
