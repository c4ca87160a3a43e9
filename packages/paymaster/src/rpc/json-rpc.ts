import { isDatabaseUnavailable } from '@foyer/sql'
import { z } from 'zod'
import { PaymasterRpcError, RPC_ERROR_CODES } from './rpc-error.js'
import { paymasterData, paymasterStubData, type SponsorContext } from './sponsor.js'

const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]),
  method: z.string(),
  params: z.unknown().optional(),
})

/** A JSON-RPC 2.0 response. */
export type JsonRpcResponse =
  | { jsonrpc: '2.0'; id: string | number | null; result: unknown }
  | {
      jsonrpc: '2.0'
      id: string | number | null
      error: { code: number; message: string; data?: unknown }
    }

/** Logs what went wrong inside (never the request's content). */
export type InternalErrorLog = (error: unknown, method: string) => void

/**
 * Answers one JSON-RPC request for `projectId`: the two ERC-7677 methods, every refusal as a
 * JSON-RPC error with a reason, an unexpected failure as `internal error` (logged, not shown).
 */
export async function answerJsonRpc(
  context: SponsorContext,
  projectId: string,
  body: unknown,
  logInternal: InternalErrorLog,
): Promise<JsonRpcResponse> {
  const request = requestSchema.safeParse(body)
  if (!request.success) {
    return {
      jsonrpc: '2.0',
      id: null,
      error: { code: RPC_ERROR_CODES.invalidRequest, message: 'invalid JSON-RPC 2.0 request' },
    }
  }
  const { id, method, params } = request.data
  try {
    switch (method) {
      case 'pm_getPaymasterStubData':
        return { jsonrpc: '2.0', id, result: paymasterStubData(context, projectId, params) }
      case 'pm_getPaymasterData':
        return { jsonrpc: '2.0', id, result: await paymasterData(context, projectId, params) }
      default:
        throw new PaymasterRpcError(
          RPC_ERROR_CODES.methodNotFound,
          `method not found: ${method.slice(0, 64)}`,
        )
    }
  } catch (error) {
    if (error instanceof PaymasterRpcError) {
      return {
        jsonrpc: '2.0',
        id,
        error: {
          code: error.code,
          message: error.message,
          ...(error.data ? { data: error.data } : {}),
        },
      }
    }
    if (isDatabaseUnavailable(error)) {
      return {
        jsonrpc: '2.0',
        id,
        error: {
          code: RPC_ERROR_CODES.unavailable,
          message: 'the paymaster cannot reach its database: try again later',
        },
      }
    }
    logInternal(error, method)
    return {
      jsonrpc: '2.0',
      id,
      error: { code: RPC_ERROR_CODES.internal, message: 'internal error' },
    }
  }
}
