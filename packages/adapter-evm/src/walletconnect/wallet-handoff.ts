import type { WalletRequestHandoff } from '@foyer/core'

/** Methods the universal provider answers itself, never asking the wallet. */
const ANSWERED_LOCALLY = new Set([
  'eth_requestAccounts',
  'eth_accounts',
  'eth_chainId',
  'wallet_getCapabilities',
])

/** The parts of a WalletConnect session (`SessionTypes.Struct`) the hand-off reads. */
export interface HandoffSession {
  namespaces: Record<string, { chains?: string[]; methods: string[] } | undefined>
  peer: { metadata: { name: string; redirect?: { native?: string; universal?: string } } }
}

/**
 * Whether a request through the session waits for the wallet (so a phone user has to go
 * there): a method the session grants, except what the universal provider answers itself —
 * among them a switch to a chain the session already holds.
 */
export function reachesWallet(
  session: HandoffSession | undefined,
  method: string,
  params: unknown,
): boolean {
  if (!session || ANSWERED_LOCALLY.has(method)) return false
  if (method === 'wallet_switchEthereumChain') {
    // `Number` reads the 0x-prefixed hex chain id; anything else is NaN, never held.
    const chainId = Number((params as [{ chainId?: unknown }?] | undefined)?.[0]?.chainId)
    return !session.namespaces.eip155?.chains?.includes(`eip155:${chainId}`)
  }
  return Object.values(session.namespaces).some((namespace) => namespace?.methods.includes(method))
}

/** The wallet to hand the user off to: its name and the links it announced for itself. */
export function handoffOf(session: HandoffSession): WalletRequestHandoff {
  const { name, redirect } = session.peer.metadata
  return { walletName: name, universalLink: redirect?.universal, nativeLink: redirect?.native }
}
