import { RECOMMENDED_WALLETS_COUNT } from '@foyer/common'
import type { Connector } from '../adapter/types.js'
import type { FoyerClient } from '../client/types.js'
import type { WalletListEntry } from '../directory/types.js'
import {
  connectorOption,
  entryOption,
  isListedConnector,
  sameWallet,
  type WalletOption,
  withOtherConnectors,
} from './wallet-option.js'

/** What the Connect view's wallet section is built from. */
export interface ConnectWalletSources {
  /** The wallets used last, newest first (at most two are kept). */
  recent: readonly WalletListEntry[]
  /** Every connector the adapters offer. */
  connectors: readonly Connector[]
  /** Directory wallets in the directory's order (more than four may be given). */
  recommended: readonly WalletListEntry[]
}

/**
 * The Connect view's wallets in order (SPEC §2, §9): recent wallets first, then the
 * announced and injected (and app-provided) wallets and WalletConnect, then up to four
 * recommended directory wallets. Nothing shows twice: a recent or recommended wallet that is
 * installed is offered through its connector, installed or recent wallets are left out of the
 * recommended, and a wallet installed in several namespaces (same rdns, else same name) shows
 * once, carrying its other namespaces' connectors.
 */
export function connectWalletOptions(
  client: FoyerClient,
  sources: ConnectWalletSources,
): WalletOption[] {
  const listed = sources.connectors.filter(isListedConnector)
  const options: WalletOption[] = []
  const seen = new Set<string>()
  // Connectors already offered, as an option's own or as its wallet's other namespaces.
  const offered = new Set<Connector>()
  const add = (candidate: WalletOption) => {
    if (seen.has(candidate.id)) return
    if (candidate.connector && offered.has(candidate.connector)) return
    const option = withOtherConnectors(candidate, listed)
    const others = (option.otherConnectors ?? []).filter((other) => !offered.has(other))
    seen.add(option.id)
    if (option.connector) offered.add(option.connector)
    for (const other of others) offered.add(other)
    options.push(
      others.length === (option.otherConnectors?.length ?? 0)
        ? option
        : { ...option, otherConnectors: others },
    )
  }
  // A recent WalletConnect connection is offered through its connector again.
  const recentMatches = [
    ...listed,
    ...sources.connectors.filter((connector) => connector.type === 'WALLET_CONNECT'),
  ]
  for (const entry of sources.recent) add(entryOption(client, entry, recentMatches, 'recent'))
  for (const connector of listed) add(connectorOption(connector, undefined))
  // WalletConnect (QR code, mobile wallets) after the wallets in this browser.
  for (const connector of sources.connectors) {
    if (connector.type === 'WALLET_CONNECT') add(connectorOption(connector, undefined))
  }
  const shown = (entry: WalletListEntry) =>
    seen.has(entry.id) ||
    options.some(
      (option) =>
        option.wallet?.id === entry.id ||
        (option.connector !== undefined && sameWallet(entry, option.connector)),
    )
  let recommended = 0
  for (const entry of sources.recommended) {
    if (recommended === RECOMMENDED_WALLETS_COUNT) break
    if (shown(entry)) continue
    add(entryOption(client, entry, [], undefined))
    recommended += 1
  }
  return options
}
