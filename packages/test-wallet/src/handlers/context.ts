import type { HDAccount } from 'viem/accounts'
import type * as z from 'zod/mini'
import type { ApprovalKind } from '../decisions.js'
import { invalidParamsError } from '../errors.js'
import { describeIssues } from '../schemas.js'
import type { WalletChain, WalletState } from '../state.js'
import type { WalletStateStore } from '../state-store.js'
import type { NodeCall } from '../transaction.js'

/** What a method handler gets: the request, a state snapshot and the wallet's services. */
export interface HandlerContext {
  method: string
  params: unknown
  /** The site that sent the request. */
  origin: string
  /** The state when the request arrived. */
  state: WalletState
  store: WalletStateStore
  /** Resolves when the request is approved; throws 4001 when it is rejected. */
  approve(kind: ApprovalKind): Promise<void>
  /** The signing account of a state. */
  account(state: WalletState): HDAccount
  /** A JSON-RPC caller for a chain's node. */
  node(chain: Pick<WalletChain, 'rpcUrl'>): NodeCall
}

/** Handles one method; resolves with the JSON-RPC result. */
export type MethodHandler = (context: HandlerContext) => Promise<unknown>

/** Parses a request's params with a schema, throwing -32602 with the issues on failure. */
export function parseParams<Schema extends z.ZodMiniType>(
  context: Pick<HandlerContext, 'method' | 'params'>,
  schema: Schema,
): z.output<Schema> {
  const result = schema.safeParse(context.params)
  if (!result.success) throw invalidParamsError(context.method, describeIssues(result.error))
  return result.data
}
