import {
  BALANCE_SUPPORTED_NAMESPACES,
  type CaipNetworkId,
  type ChainNamespace,
} from '@foyer/common'
import type { FoyerClient, TokenBalance } from '@foyer/core'
import { useEffect, useState } from 'react'

/** Token balances from the blockchain-data service. */
export type TokenBalances =
  | { status: 'unavailable' }
  | { status: 'loading' }
  | { status: 'loaded'; balances: TokenBalance[] }
  | { status: 'failed'; error: unknown }

/**
 * Reads the account's token balances from the blockchain-data service, when the app gave
 * one and the namespace has balances (SPEC §5: eip155 and solana). Tokens with 0 decimals
 * are dropped (SPEC §5).
 */
export function useTokenBalances(
  client: FoyerClient,
  namespace: ChainNamespace | undefined,
  address: string | undefined,
  caipNetworkId: CaipNetworkId | undefined,
): TokenBalances {
  const service = client.blockchainData
  const supported =
    service !== undefined &&
    namespace !== undefined &&
    (BALANCE_SUPPORTED_NAMESPACES as readonly string[]).includes(namespace) &&
    address !== undefined &&
    caipNetworkId !== undefined
  const [state, setState] = useState<TokenBalances>({ status: 'loading' })
  useEffect(() => {
    if (!supported || !service || !address || !caipNetworkId) return
    const controller = new AbortController()
    setState({ status: 'loading' })
    service.getBalances({ address, caipNetworkId, signal: controller.signal }).then(
      ({ balances }) =>
        !controller.signal.aborted &&
        setState({
          status: 'loaded',
          balances: balances.filter((balance) => balance.quantity.decimals !== '0'),
        }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'failed', error }),
    )
    return () => controller.abort()
  }, [supported, service, address, caipNetworkId])
  return supported ? state : { status: 'unavailable' }
}
