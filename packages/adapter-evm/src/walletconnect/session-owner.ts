import type { WalletConnectHub } from '@foyer/core'
import type { WalletConnectConnectorContext } from './connector-context.js'
import type { ResolvedWalletConnectOptions } from './options.js'
import type { OwnedSession } from './shared-session.js'

/** Holds the app's one WalletConnect session for every namespace; loads it on first use. */
export interface WalletConnectSessionOwner {
  /** The session, opened once (a failed open is retried next time). */
  session(): Promise<OwnedSession>
  /** Offers the session to the other adapters through the client's hub. */
  provideTo(hub: WalletConnectHub): void
  /** Closes the relay connection, if the session was opened. */
  close(): Promise<void>
}

/**
 * The owner of the WalletConnect session: nothing of WalletConnect loads until a namespace
 * (the EVM connector, or another adapter through the hub) first asks for the session.
 */
export function createSessionOwner(
  context: WalletConnectConnectorContext,
  options: ResolvedWalletConnectOptions,
): WalletConnectSessionOwner {
  let hub: WalletConnectHub | undefined
  let opening: Promise<OwnedSession> | undefined
  const session = () => {
    if (!opening) {
      const attempt = import('./shared-session.js').then(({ openOwnedSession }) =>
        openOwnedSession({ ...context, options, hub: () => hub }),
      )
      opening = attempt
      attempt.catch(() => {
        if (opening === attempt) opening = undefined
      })
    }
    return opening
  }
  return {
    session,
    provideTo(next) {
      hub = next
      next.session = async () => (await session()).shared
    },
    async close() {
      const current = opening
      opening = undefined
      const owned = await current?.catch(() => undefined)
      await owned?.session.close()
    },
  }
}
