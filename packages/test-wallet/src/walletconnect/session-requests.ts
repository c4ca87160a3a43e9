import * as z from 'zod/mini'
import type { WalletEngine } from '../engine.js'
import { toProviderRpcError } from '../errors.js'
import type { WalletStateStore } from '../state-store.js'

/** The `session_request` event of a Sign client, as far as the test wallet uses it. */
export const sessionRequestSchema = z.looseObject({
  id: z.number(),
  topic: z.string(),
  params: z.looseObject({
    request: z.looseObject({ method: z.string(), params: z.optional(z.unknown()) }),
    chainId: z.string(),
  }),
})
/** A parsed `session_request` event. */
export type SessionRequest = z.infer<typeof sessionRequestSchema>

/** The JSON-RPC answer to a session request. */
export type SessionResponse =
  | { id: number; jsonrpc: '2.0'; result: unknown }
  | { id: number; jsonrpc: '2.0'; error: { code: number; message: string } }

/** A CAIP-2 `eip155:<id>` chain as a number, or undefined for anything else. */
export function eip155ChainId(caip2: string): number | undefined {
  const match = /^eip155:([1-9][0-9]{0,15})$/.exec(caip2)
  return match ? Number(match[1]) : undefined
}

/**
 * Answers one session request with the test wallet's engine, as the site at `origin`: the
 * wallet first moves to the request's chain (a dapp names it on every request), then the
 * engine decides (queued decision, policy or default) and signs or sends. Errors become
 * JSON-RPC errors with the engine's EIP-1193 code and message.
 */
export async function answerSessionRequest(
  request: SessionRequest,
  origin: string,
  engine: WalletEngine,
  store: WalletStateStore,
): Promise<SessionResponse> {
  const { id, params } = request
  try {
    const chainId = eip155ChainId(params.chainId)
    if (chainId !== undefined) {
      await store.update((state) =>
        state.chainId !== chainId && state.chains.some((chain) => chain.chainId === chainId)
          ? { ...state, chainId }
          : state,
      )
    }
    const args =
      params.request.params === undefined
        ? { method: params.request.method }
        : { method: params.request.method, params: params.request.params }
    const result = await engine.request(args, { origin })
    return { id, jsonrpc: '2.0', result }
  } catch (error) {
    const { code, message } = toProviderRpcError(error)
    return { id, jsonrpc: '2.0', error: { code, message } }
  }
}
