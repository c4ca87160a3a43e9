import { RPC_ERROR_CODE } from '@foyer/common'
import type { Eip1193RequestArguments } from '../provider/types.js'
import type { LoadedProvider, ProviderEmit } from './lazy-provider.js'
import type { OwnedSession, SessionListener } from './shared-session.js'

/** An EIP-1193 error (`code`, `message`), as wallets throw them. */
class SessionRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** A chain id the session reports (number, decimal, hex or CAIP-2) as EIP-1193 hex. */
export function toHexChainId(value: unknown): unknown {
  const text = typeof value === 'string' ? value.replace(/^eip155:/, '') : value
  const id = typeof text === 'number' ? text : typeof text === 'string' ? Number(text) : Number.NaN
  return Number.isSafeInteger(id) && id > 0 ? `0x${id.toString(16)}` : value
}

/**
 * The session's eip155 addresses, each once, in the session's order. Not the universal
 * provider's `eth_accounts`, which keeps only the accounts on its current chain: right after
 * a switch to a chain the wallet is still adding to the session (it answers the switch before
 * its session update arrives), that is none, and the app would take it for a disconnect.
 */
function sessionAddresses(session: OwnedSession['session']): string[] {
  return [
    ...new Set(session.accounts('eip155').map((account) => account.split(':')[2] ?? '')),
  ].filter((address) => address !== '')
}

/**
 * Puts an EIP-1193 face on the app's WalletConnect session (shared with the other
 * namespaces, see {@link OwnedSession}) and answers requests over it, so that the
 * adapter's connect, reconnect, disconnect, switch, sign and send work unchanged:
 *
 * - `eth_requestAccounts` — the session's accounts; without a session, proposes one (a new
 *   uri goes to `onUri`) with every namespace and waits for the wallet's approval;
 * - `eth_accounts` — the restored session's accounts, or none;
 * - `wallet_revokePermissions` — ends the session on both sides (every namespace);
 * - `eth_chainId` — the session's current chain, as hex;
 * - anything else — through the session (wallet methods to the wallet, reads to the RPC
 *   endpoint of the current chain); 4100 without a session.
 *
 * The wallet's `accountsChanged`, `chainChanged` (as hex) and `disconnect` (session deleted
 * or expired) go to `emit`.
 */
export function eip155SessionProvider(owned: OwnedSession, emit: ProviderEmit): LoadedProvider {
  const { session } = owned
  const listener: SessionListener = {
    onAccountsChanged: (payload) => emit('accountsChanged', payload),
    onChainChanged: (payload) => emit('chainChanged', toHexChainId(payload)),
    onDisconnect: (payload) => emit('disconnect', payload),
  }
  const stop = owned.listen(listener)
  const requireSession = (method: string) => {
    if (!session.active) {
      throw new SessionRpcError(
        RPC_ERROR_CODE.UNAUTHORIZED,
        `No WalletConnect session: connect before calling ${method}.`,
      )
    }
  }
  return {
    async request(args: Eip1193RequestArguments) {
      switch (args.method) {
        case 'eth_requestAccounts':
          await owned.connect()
          return sessionAddresses(session)
        case 'eth_accounts':
          return session.active ? sessionAddresses(session) : []
        case 'wallet_revokePermissions':
          await owned.end(listener)
          return null
        case 'eth_chainId':
          requireSession(args.method)
          return toHexChainId(await session.request(args))
        default:
          requireSession(args.method)
          return session.request(args)
      }
    },
    close: async () => {
      stop()
    },
  }
}
