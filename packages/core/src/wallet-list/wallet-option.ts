import type { Connector } from '../adapter/types.js'
import type { FoyerClient } from '../client/types.js'
import type { WalletListEntry } from '../directory/types.js'

/** One wallet the user can pick: an installed connector, a directory entry, or both. */
export interface WalletOption {
  /** The connector id when installed, else the directory id; also the row's test id. */
  id: string
  name: string
  /** Untrusted image URL (connector icon or directory image). */
  imageUrl: string | undefined
  /** The connector to connect through, when the wallet is installed. */
  connector: Connector | undefined
  /**
   * The same wallet's connectors in other namespaces (a wallet serving EVM and Solana), at
   * most one per namespace; connected along with `connector`, and never listed again.
   */
  otherConnectors?: readonly Connector[]
  /** The directory entry, when the wallet came from the directory or recent wallets. */
  wallet: WalletListEntry | undefined
  /** Why it is shown where it is (`qrCode`: WalletConnect, pairing by QR code). */
  tag: 'recent' | 'installed' | 'qrCode' | undefined
}

/** The connector types the wallet list offers (others have views of their own). */
const LISTED_CONNECTOR_TYPES = new Set<Connector['type']>(['EXTERNAL', 'ANNOUNCED', 'INJECTED'])

/** Whether a connector is a wallet the lists offer. */
export function isListedConnector(connector: Connector): boolean {
  return LISTED_CONNECTOR_TYPES.has(connector.type)
}

/** Whether a directory (or recent) entry and a connector are the same wallet. */
export function sameWallet(entry: Pick<WalletListEntry, 'id' | 'rdns'>, connector: Connector) {
  return (
    connector.id === entry.id ||
    (connector.explorerId !== undefined && connector.explorerId === entry.id) ||
    (Boolean(entry.rdns) && connector.rdns === entry.rdns)
  )
}

/** The image URL of a directory entry, or undefined when it has none or a bad id. */
export function directoryImageUrl(
  client: FoyerClient,
  entry: Pick<WalletListEntry, 'image_id'>,
): string | undefined {
  if (!client.directory || !entry.image_id) return undefined
  try {
    return client.directory.walletImageUrl(entry.image_id)
  } catch {
    return undefined
  }
}

/** A wallet's name as compared across namespaces: trimmed, lower case. */
function nameKey(name: string): string {
  return name.trim().toLowerCase()
}

/**
 * Whether two connectors of different namespaces are the same wallet: the same rdns, or,
 * when either has none (Wallet Standard wallets have no rdns), the same name.
 */
export function sameWalletAcrossNamespaces(a: Connector, b: Connector): boolean {
  if (a.chain === b.chain) return false
  if (a.rdns && b.rdns) return a.rdns === b.rdns
  return nameKey(a.name) === nameKey(b.name)
}

/**
 * `option` with the same wallet's listed connectors of other namespaces attached (one per
 * namespace, the first found), so that the wallet shows once and connects everywhere.
 */
export function withOtherConnectors(
  option: WalletOption,
  connectors: readonly Connector[],
): WalletOption {
  const primary = option.connector
  if (!primary || !isListedConnector(primary)) return option
  const others: Connector[] = []
  for (const candidate of connectors) {
    if (!isListedConnector(candidate) || !sameWalletAcrossNamespaces(primary, candidate)) continue
    if (others.some((other) => other.chain === candidate.chain)) continue
    others.push(candidate)
  }
  return others.length === 0 ? option : { ...option, otherConnectors: others }
}

function connectorTag(connector: Connector): WalletOption['tag'] {
  if (connector.type === 'EXTERNAL') return undefined
  return connector.type === 'WALLET_CONNECT' ? 'qrCode' : 'installed'
}

/** A wallet option for a connector. */
export function connectorOption(
  connector: Connector,
  tag: WalletOption['tag'],
  wallet?: WalletListEntry,
): WalletOption {
  return {
    id: connector.id,
    name: connector.name,
    imageUrl: connector.imageUrl,
    connector,
    wallet,
    tag: tag ?? connectorTag(connector),
  }
}

/** A wallet option for a directory entry, through its installed connector when there is one. */
export function entryOption(
  client: FoyerClient,
  entry: WalletListEntry,
  connectors: readonly Connector[],
  tag?: WalletOption['tag'],
): WalletOption {
  const connector = connectors.find((c) => isListedConnector(c) && sameWallet(entry, c))
  if (connector) return withOtherConnectors(connectorOption(connector, tag, entry), connectors)
  return {
    id: entry.id,
    name: entry.name,
    imageUrl: directoryImageUrl(client, entry),
    connector: undefined,
    wallet: entry,
    tag,
  }
}
