import { type AccountDeriver, createAccountDeriver } from './accounts.js'
import { type DecisionPolicy, requireApproval } from './decisions.js'
import { invalidRequestError, toProviderRpcError, unsupportedMethodError } from './errors.js'
import { accountHandlers } from './handlers/accounts.js'
import { chainHandlers } from './handlers/chains.js'
import type { HandlerContext, MethodHandler } from './handlers/context.js'
import { forwardedHandlers } from './handlers/forwarded.js'
import { signingHandlers } from './handlers/signing.js'
import { callJsonRpc } from './json-rpc-client.js'
import { describeIssues, requestArgumentsSchema } from './schemas.js'
import type { WalletStateStore } from './state-store.js'

/** What the engine needs: a state store, and optionally a decision policy and fetch. */
export interface WalletEngineOptions {
  store: WalletStateStore
  /** Decides requests that need approval when the decision queue is empty. */
  decide?: DecisionPolicy | undefined
  /** Shares one account cache with other parts of the wallet. */
  deriveAccount?: AccountDeriver | undefined
  /** The fetch used to reach RPC nodes; defaults to the global one. */
  fetch?: typeof fetch | undefined
}

/** Answers EIP-1193 requests from sites; the in-page provider and the extension share it. */
export interface WalletEngine {
  /**
   * Handles one `{ method, params }` request from the site at `origin`. Rejects with a
   * `ProviderRpcError` only.
   */
  request(args: unknown, context: { origin: string }): Promise<unknown>
}

const handlers: Record<string, MethodHandler> = {
  ...accountHandlers,
  ...chainHandlers,
  ...signingHandlers,
  ...forwardedHandlers,
}

/** The methods the test wallet answers. */
export const SUPPORTED_METHODS: readonly string[] = Object.keys(handlers)

/** Creates the request handler of a test wallet over a state store. */
export function createWalletEngine(options: WalletEngineOptions): WalletEngine {
  const { store, decide } = options
  const deriveAccount = options.deriveAccount ?? createAccountDeriver()
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))

  return {
    async request(args, { origin }) {
      try {
        const parsed = requestArgumentsSchema.safeParse(args)
        if (!parsed.success) throw invalidRequestError(describeIssues(parsed.error, 'request'))
        const { method, params } = parsed.data
        const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined
        if (!handler) throw unsupportedMethodError(method)
        const context: HandlerContext = {
          method,
          params,
          origin,
          state: await store.read(),
          store,
          approve: (kind) => requireApproval(store, { kind, method, params, origin }, decide),
          account: (state) => deriveAccount(state.mnemonic, state.accountIndex),
          node:
            ({ rpcUrl }) =>
            (rpcMethod, rpcParams) =>
              callJsonRpc(rpcUrl, rpcMethod, rpcParams, fetchImpl),
        }
        return await handler(context)
      } catch (error) {
        throw toProviderRpcError(error)
      }
    },
  }
}
