import type { CaipNetworkId } from '@foyer/common'
import type { Connector, ConnectResult } from '@foyer/core'
import { FixtureAdapter, type FixtureAdapterOptions } from './fixture-adapter.js'

/** The WalletConnect connector of a {@link PairingAdapter}. */
export const FIXTURE_WALLET_CONNECT: Omit<Connector, 'chain' | 'chains'> = {
  id: 'walletConnect',
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
}

/** A pairing uri like WalletConnect's, numbered (`wc:000…0001@2?…`). */
export function fixtureUri(pairing: number): string {
  return `wc:${pairing.toString(16).padStart(64, '0')}@2?relay-protocol=irn&symKey=${'ab'.repeat(32)}`
}

interface PendingPairing {
  uri: string
  resolve(): void
  reject(error: unknown): void
}

/**
 * A {@link FixtureAdapter} whose WalletConnect connector pairs like the real one: each
 * connect reports a new uri (`walletConnectUri`) and waits until the test approves or
 * rejects the newest pairing. Other connectors connect at once.
 */
export class PairingAdapter extends FixtureAdapter {
  readonly pairings: PendingPairing[] = []

  constructor(options: FixtureAdapterOptions = {}) {
    super({
      ...options,
      connectors: options.connectors ?? [
        {
          id: 'io.foyer.fixture',
          type: 'ANNOUNCED',
          name: 'Fixture Wallet',
          rdns: 'io.foyer.fixture',
        },
        FIXTURE_WALLET_CONNECT,
      ],
    })
  }

  override async connect(params: {
    connectorId: string
    caipNetworkId?: CaipNetworkId
  }): Promise<ConnectResult> {
    if (params.connectorId !== FIXTURE_WALLET_CONNECT.id) return super.connect(params)
    const uri = fixtureUri(this.pairings.length + 1)
    const approved = new Promise<void>((resolve, reject) => {
      this.pairings.push({ uri, resolve, reject })
    })
    this.context?.emit({ type: 'walletConnectUri', uri })
    await approved
    return super.connect(params)
  }

  /** The newest pairing (throws when there is none). */
  get latest(): PendingPairing {
    const pairing = this.pairings.at(-1)
    if (!pairing) throw new Error('no pairing was started')
    return pairing
  }
}
