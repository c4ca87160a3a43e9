import { RPC_ERROR_CODE } from '@foyer/common'
import type { Eip1193RequestArguments } from '../provider/types.js'
import type { WalletConnectConnectorContext } from './connector-context.js'
import type { LoadedProvider, ProviderEmit } from './lazy-provider.js'
import { eip155ProposalNamespace } from './namespaces.js'
import type { ResolvedWalletConnectOptions } from './options.js'
import { WalletConnectSession } from './session.js'

/** What the EVM face of a WalletConnect session needs from the connector. */
export interface Eip155SessionContext extends WalletConnectConnectorContext {
  options: ResolvedWalletConnectOptions
}

/** An EIP-1193 error (`code`, `message`), as wallets throw them. */
class SessionRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** The eip155 namespace to propose: the adapter's networks now, with their RPC endpoints. */
function proposalNamespace(context: Eip155SessionContext) {
  return eip155ProposalNamespace(context.networks(), context.rpcUrls(), context.options.rpcMap)
}

/** A chain id the session reports (number, decimal, hex or CAIP-2) as EIP-1193 hex. */
export function toHexChainId(value: unknown): unknown {
  const text = typeof value === 'string' ? value.replace(/^eip155:/, '') : value
  const id = typeof text === 'number' ? text : typeof text === 'string' ? Number(text) : Number.NaN
  return Number.isSafeInteger(id) && id > 0 ? `0x${id.toString(16)}` : value
}

/**
 * Opens the app's WalletConnect session and answers EIP-1193 requests over it, so that the
 * adapter's connect, reconnect, disconnect, switch, sign and send work unchanged:
 *
 * - `eth_requestAccounts` — the session's accounts; without a session, proposes one (a new
 *   uri goes to `onUri`) and waits for the wallet's approval;
 * - `eth_accounts` — the restored session's accounts, or none;
 * - `wallet_revokePermissions` — ends the session on both sides;
 * - `eth_chainId` — the session's current chain, as hex;
 * - anything else — through the session (wallet methods to the wallet, reads to the RPC
 *   endpoint of the current chain); 4100 without a session.
 *
 * The wallet's `accountsChanged`, `chainChanged` (as hex) and `disconnect` (session deleted
 * or expired) go to `emit`.
 */
export async function openEip155Session(
  context: Eip155SessionContext,
  emit: ProviderEmit,
): Promise<LoadedProvider> {
  const logger = context.logger?.()
  const options = logger ? { ...context.options, logger } : context.options
  const session = await WalletConnectSession.open(options, {
    onUri: (uri) => context.onUri(uri),
    onAccountsChanged: (payload) => emit('accountsChanged', payload),
    onChainChanged: (payload) => emit('chainChanged', toHexChainId(payload)),
    onDisconnect: (payload) => emit('disconnect', payload),
  })
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
          if (!session.active) await session.connect({ eip155: proposalNamespace(context) })
          return session.request({ method: 'eth_accounts' })
        case 'eth_accounts':
          return session.active ? session.request({ method: 'eth_accounts' }) : []
        case 'wallet_revokePermissions':
          await session.disconnect()
          return null
        case 'eth_chainId':
          requireSession(args.method)
          return toHexChainId(await session.request(args))
        default:
          requireSession(args.method)
          return session.request(args)
      }
    },
    close: () => session.close(),
  }
}
