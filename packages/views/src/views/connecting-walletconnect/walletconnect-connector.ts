import type { Connector, FoyerClient } from '@foyer/core'
import { useMemo } from 'react'
import { useConnectors } from '../../wallets/use-connectors.js'

/** The first WalletConnect connector of any namespace. */
export function findWalletConnectConnector(
  connectors: readonly Connector[],
): Connector | undefined {
  return connectors.find((connector) => connector.type === 'WALLET_CONNECT')
}

/**
 * The WalletConnect connector to pair through: `preferred` when it is one (the view was
 * opened with it), else the first an adapter offers; undefined when no adapter offers one.
 */
export function useWalletConnectConnector(
  client: FoyerClient,
  preferred?: Connector | undefined,
): Connector | undefined {
  const connectors = useConnectors(client)
  return useMemo(
    () =>
      preferred?.type === 'WALLET_CONNECT' ? preferred : findWalletConnectConnector(connectors),
    [preferred, connectors],
  )
}
