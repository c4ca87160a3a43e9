import type { WalletRequestHandoff } from '@foyer/core'

/** The part of a WalletConnect session (`SessionTypes.Struct`) the hand-off reads. */
export interface HandoffSession {
  peer: { metadata: { name: string; redirect?: { native?: string; universal?: string } } }
}

/** The wallet to hand the user off to: its name and the links it announced for itself. */
export function handoffOf(session: HandoffSession): WalletRequestHandoff {
  const { name, redirect } = session.peer.metadata
  return { walletName: name, universalLink: redirect?.universal, nativeLink: redirect?.native }
}
