import type { CaipNetworkId } from '@foyer/common'
import type { Connector } from '@foyer/core'
import type { Eip1193Provider } from '../provider/types.js'
import type { Announcement } from './announcement.js'
import { INJECTED_CONNECTOR_ID, identifyInjectedWallet } from './injected.js'

/** An EVM connector: a {@link Connector} whose provider is an EIP-1193 provider. */
export interface EvmConnector extends Connector {
  provider: Eip1193Provider
}

/**
 * The connectors one adapter offers, in display order: the ones the app passed in
 * (EXTERNAL), then EIP-6963 wallets (ANNOUNCED, de-duplicated by rdns, first one wins),
 * then the legacy `window.ethereum` (INJECTED) only when no listed connector is the same
 * wallet. The list is rebuilt only when it changes, so callers can compare by identity.
 */
export class ConnectorRegistry {
  readonly #external: readonly EvmConnector[]
  readonly #fallbacks: readonly EvmConnector[]
  #auth: EvmConnector | undefined
  readonly #announced = new Map<string, Announcement>()
  #injected: Eip1193Provider | undefined
  #chains: readonly CaipNetworkId[] = []
  #list: readonly EvmConnector[] = []

  /**
   * @param fallbacks SDK connectors listed last, each only while no other connector is the
   * same wallet (same rdns): an installed extension wins over its SDK.
   */
  constructor(external: readonly EvmConnector[], fallbacks: readonly EvmConnector[] = []) {
    this.#external = external
    this.#fallbacks = fallbacks
    this.#list = this.#build()
  }

  /** The current connectors. */
  list(): readonly EvmConnector[] {
    return this.#list
  }

  /** The connector with this id, if any. */
  find(id: string): EvmConnector | undefined {
    return this.#list.find((connector) => connector.id === id)
  }

  /** Sets the networks every connector reports in `chains`. Returns true if the list changed. */
  setChains(chains: readonly CaipNetworkId[]): boolean {
    this.#chains = chains
    return this.#rebuild()
  }

  /** Adds the embedded wallet's AUTH connector (listed last). Returns true if the list changed. */
  setAuth(connector: EvmConnector): boolean {
    if (this.#auth === connector) return false
    this.#auth = connector
    return this.#rebuild()
  }

  /** Records an EIP-6963 announcement. Returns true if the list changed. */
  addAnnouncement(announcement: Announcement): boolean {
    if (this.#announced.has(announcement.rdns)) return false
    this.#announced.set(announcement.rdns, announcement)
    return this.#rebuild()
  }

  /** Records the legacy injected provider (or its absence). Returns true if the list changed. */
  setInjected(provider: Eip1193Provider | undefined): boolean {
    if (provider === this.#injected) return false
    this.#injected = provider
    return this.#rebuild()
  }

  #rebuild(): boolean {
    const next = this.#build()
    const changed =
      next.length !== this.#list.length ||
      next.some((connector, index) => !sameConnector(connector, this.#list[index]))
    if (changed) this.#list = next
    return changed
  }

  #build(): EvmConnector[] {
    const chains = this.#chains
    const list: EvmConnector[] = this.#external.map((connector) => ({ ...connector, chains }))
    const externalRdns = new Set(list.map((connector) => connector.rdns))
    for (const announcement of this.#announced.values()) {
      if (externalRdns.has(announcement.rdns)) continue
      list.push({
        id: announcement.rdns,
        type: 'ANNOUNCED',
        name: announcement.name,
        ...(announcement.icon ? { imageUrl: announcement.icon } : {}),
        rdns: announcement.rdns,
        provider: announcement.provider,
        chain: 'eip155',
        chains,
      })
    }
    const injected = this.#injected
    if (injected) {
      const { rdns, name } = identifyInjectedWallet(injected)
      const sameWallet = list.some(
        (connector) => connector.provider === injected || (rdns && connector.rdns === rdns),
      )
      if (!sameWallet) {
        list.push({
          id: INJECTED_CONNECTOR_ID,
          type: 'INJECTED',
          name,
          provider: injected,
          chain: 'eip155',
          chains,
        })
      }
    }
    const present = new Set(list.map((connector) => connector.rdns))
    if (injected) present.add(identifyInjectedWallet(injected).rdns)
    for (const fallback of this.#fallbacks) {
      if (!present.has(fallback.rdns)) {
        list.push({ ...fallback, chains })
      }
    }
    if (this.#auth) list.push({ ...this.#auth, chains })
    return list
  }
}

function sameConnector(a: EvmConnector, b: EvmConnector | undefined): boolean {
  return (
    b !== undefined &&
    a.id === b.id &&
    a.provider === b.provider &&
    a.chains.length === b.chains.length &&
    a.chains.every((chain, index) => chain === b.chains[index])
  )
}
