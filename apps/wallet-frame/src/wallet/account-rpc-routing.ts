import type { Address } from 'viem'
import { DELEGATED_ACCOUNT_METHODS, handleDelegatedRpc } from './eip7702/delegated-rpc.js'
import type { Eip7702Accounts } from './eip7702/eip7702-accounts.js'
import {
  handleSponsored7702,
  NOT_SPONSORED,
  SPONSORED_7702_METHODS,
} from './eip7702/sponsored-rpc.js'
import { handleRpc, type RpcContext } from './rpc-handler.js'
import type { HeldSessions } from './smart-account/sessions/held-sessions.js'
import { handleSmartAccountRpc, SMART_ACCOUNT_METHODS } from './smart-account/smart-account-rpc.js'
import type { SmartAccounts } from './smart-account/smart-accounts.js'
import { SPONSORSHIP_METHOD } from './smart-account/sponsorship-query.js'

/** What every route shares: the approval, the signer and the active network. */
export type CommonRpcContext = Omit<RpcContext, 'rpcUrl' | 'address'>

/** The accounts one RPC request may be answered by, on the active network. */
export interface AccountRoute {
  chainId: number
  /** The signed-in EOA, if any. */
  owner: Address | undefined
  rpcUrl: string
  smart: SmartAccounts
  eip7702: Eip7702Accounts
  heldSessions: HeldSessions
}

/**
 * Routes one RPC request to the account that answers it, in this order: a 7702 account whose
 * paymaster pays (a v0.8 user operation from the EOA), the EOA delegated in 7702 mode (atomic
 * batches), the smart account when it is in use (with its ERC-7715 sessions), else the EOA.
 */
export async function routeAccountRpc(
  method: string,
  params: unknown,
  common: CommonRpcContext,
  route: AccountRoute,
): Promise<unknown> {
  const { owner, chainId, smart, eip7702 } = route
  const client = () => smart.client(chainId)
  const sponsoredNetwork = owner && eip7702.sponsoredNetwork(chainId)
  if (owner && sponsoredNetwork && SPONSORED_7702_METHODS.has(method)) {
    const { paymasterUrl, ...network } = sponsoredNetwork
    const context = { ...common, client: client(), address: owner, network, paymasterUrl }
    const answer = await handleSponsored7702(method, params, context)
    if (answer !== NOT_SPONSORED) return answer
  }
  if (owner && DELEGATED_ACCOUNT_METHODS.has(method)) {
    if (await eip7702.isDelegated(chainId, owner)) {
      return handleDelegatedRpc(method, params, { ...common, client: client(), address: owner })
    }
  }
  const account = owner && SMART_ACCOUNT_METHODS.has(method) && (await smart.active(chainId, owner))
  if (owner && account) {
    return handleSmartAccountRpc(method, params, {
      ...common,
      client: client(),
      bundlerUrl: smart.bundlerUrl(chainId),
      paymasterUrl: smart.paymasterUrl(chainId),
      account,
      sessions: {
        held: route.heldSessions,
        implementation: smart.sessionImplementation(chainId),
        sessionAccount: (key) => smart.sessionAccount(chainId, owner, key),
      },
    })
  }
  // An EOA pays its own fee: the Send view asks, and is told so (not 'not allowed').
  if (method === SPONSORSHIP_METHOD) return { sponsored: false }
  return handleRpc(method, params, { ...common, rpcUrl: route.rpcUrl, address: owner })
}
