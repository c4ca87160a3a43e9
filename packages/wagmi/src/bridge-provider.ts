import { FoyerError } from '@foyer/common'
import type { FoyerClient } from '@foyer/core'
import { ProviderDisconnectedError } from 'viem'
import { readFoyerEvmState } from './foyer-state.js'

/** The EIP-1193 request of a provider. */
export interface Eip1193Request {
  method: string
  params?: readonly unknown[] | object | undefined
}

/** An EIP-1193 provider that answers through whichever wallet Foyer is connected to. */
export interface FoyerBridgeProvider {
  request(args: Eip1193Request): Promise<unknown>
}

interface WalletProvider {
  request(args: Eip1193Request): Promise<unknown>
}

function isWalletProvider(value: unknown): value is WalletProvider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
  )
}

/**
 * The provider of the wallet Foyer's `eip155` namespace is connected through (the connector's
 * own EIP-1193 provider), or undefined while nothing is connected.
 */
export function connectedWalletProvider(client: FoyerClient): WalletProvider | undefined {
  const { connectorId } = readFoyerEvmState(client)
  if (!connectorId) return undefined
  const connector =
    client.stores.connectors
      .getState()
      .byNamespace.eip155?.find((candidate) => candidate.id === connectorId) ??
    client.adapters
      .get('eip155')
      ?.getConnectors()
      .find((candidate) => candidate.id === connectorId)
  return isWalletProvider(connector?.provider) ? connector.provider : undefined
}

/**
 * One stable provider for wagmi, whatever wallet the user picks in Foyer's modal: each
 * request goes to the connected wallet's provider. With no wallet connected it fails with
 * EIP-1193's 4900 (disconnected), its cause Foyer's 'Provider is undefined'.
 */
export function createBridgeProvider(client: FoyerClient): FoyerBridgeProvider {
  return {
    request(args) {
      const wallet = connectedWalletProvider(client)
      if (!wallet) {
        return Promise.reject(
          new ProviderDisconnectedError(
            new FoyerError('PROVIDER_UNDEFINED', {
              details: `${args.method}: no wallet connected`,
            }),
          ),
        )
      }
      return wallet.request(args)
    },
  }
}
