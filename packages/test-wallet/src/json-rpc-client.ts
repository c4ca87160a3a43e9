import * as z from 'zod/mini'
import { internalError, ProviderRpcError } from './errors.js'

const jsonRpcResponseSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.nullable(z.union([z.number(), z.string()])),
  result: z.optional(z.unknown()),
  error: z.optional(
    z.object({ code: z.int(), message: z.string(), data: z.optional(z.unknown()) }),
  ),
})

let nextRequestId = 1

/**
 * Sends one JSON-RPC request over HTTP and returns its `result`. A JSON-RPC error from the
 * node is rethrown with its own code, message and data; an unreachable node, an HTTP error
 * or an answer that is not a JSON-RPC response becomes a -32603 `ProviderRpcError`.
 */
export async function callJsonRpc(
  url: string,
  method: string,
  params: readonly unknown[] = [],
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<unknown> {
  const id = nextRequestId++
  let response: Response
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
    })
  } catch (cause) {
    throw internalError(`The RPC endpoint ${url} could not be reached.`, { cause: String(cause) })
  }
  if (!response.ok) {
    throw internalError(`The RPC endpoint ${url} answered HTTP ${response.status} to ${method}.`)
  }
  let body: unknown
  try {
    body = await response.json()
  } catch {
    throw internalError(
      `The RPC endpoint ${url} answered ${method} with something that is not JSON.`,
    )
  }
  const parsed = jsonRpcResponseSchema.safeParse(body)
  if (!parsed.success || parsed.data.id !== id) {
    throw internalError(
      `The RPC endpoint ${url} answered ${method} with something that is not its JSON-RPC response.`,
    )
  }
  const { error } = parsed.data
  if (error) throw new ProviderRpcError(error.code, error.message, error.data)
  if (!Object.hasOwn(body as object, 'result')) {
    throw internalError(`The RPC endpoint ${url} answered ${method} without a result.`)
  }
  return parsed.data.result
}
