import { unauthorizedError } from '../errors.js'
import { noParamsSchema, permissionsParamsSchema } from '../schemas.js'
import { accountsFor, isConnected, type WalletState } from '../state.js'
import { type HandlerContext, type MethodHandler, parseParams } from './context.js'

/** An EIP-2255 permission object for `eth_accounts`. */
export interface AccountsPermission {
  invoker: string
  parentCapability: 'eth_accounts'
  caveats: { type: 'restrictReturnedAccounts'; value: `0x${string}`[] }[]
  date: number
}

function permissionsFor(state: WalletState, origin: string): AccountsPermission[] {
  const grant = state.permissions.find((candidate) => candidate.origin === origin)
  if (!grant || state.disconnected) return []
  return [
    {
      invoker: origin,
      parentCapability: 'eth_accounts',
      caveats: [{ type: 'restrictReturnedAccounts', value: accountsFor(state, origin) }],
      date: grant.grantedAt,
    },
  ]
}

/** Asks for approval, then grants `origin` the accounts permission and reconnects. */
async function grantAccounts(context: HandlerContext): Promise<WalletState> {
  await context.approve('connect')
  const { after } = await context.store.update((state) => ({
    ...state,
    disconnected: false,
    permissions: [
      ...state.permissions.filter((grant) => grant.origin !== context.origin),
      { origin: context.origin, grantedAt: Date.now() },
    ],
  }))
  return after
}

/** Throws 4100 unless `origin` is connected and `address` is the wallet's account. */
export function requireAuthorized(context: HandlerContext, address: string): void {
  if (!isConnected(context.state, context.origin)) {
    throw unauthorizedError(
      'The test wallet is not connected to this site. Call eth_requestAccounts first.',
    )
  }
  if (address.toLowerCase() !== context.state.address.toLowerCase()) {
    throw unauthorizedError(`The account ${address} is not authorized by the test wallet.`)
  }
}

/** `eth_accounts`, `eth_requestAccounts` and the EIP-2255 permission methods. */
export const accountHandlers: Record<string, MethodHandler> = {
  async eth_accounts(context) {
    parseParams(context, noParamsSchema)
    return accountsFor(context.state, context.origin)
  },
  async eth_requestAccounts(context) {
    parseParams(context, noParamsSchema)
    if (isConnected(context.state, context.origin)) {
      return accountsFor(context.state, context.origin)
    }
    return accountsFor(await grantAccounts(context), context.origin)
  },
  async wallet_getPermissions(context) {
    parseParams(context, noParamsSchema)
    return permissionsFor(context.state, context.origin)
  },
  async wallet_requestPermissions(context) {
    parseParams(context, permissionsParamsSchema)
    return permissionsFor(await grantAccounts(context), context.origin)
  },
  async wallet_revokePermissions(context) {
    parseParams(context, permissionsParamsSchema)
    await context.store.update((state) => ({
      ...state,
      permissions: state.permissions.filter((grant) => grant.origin !== context.origin),
    }))
    return null
  },
}
