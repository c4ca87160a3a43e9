import { z } from 'zod'

/** A JSON-RPC call: method and params. */
export interface RpcCall {
  method: string
  params: readonly unknown[]
}

/** The node answered with a JSON-RPC error object. */
export class RpcError extends Error {
  override name = 'RpcError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const responseSchema = z.object({
  id: z.number(),
  result: z.unknown().optional(),
  error: z.object({ code: z.number(), message: z.string() }).optional(),
})

/** How long one HTTP request to the node may take. */
const REQUEST_TIMEOUT_MS = 30_000

/** A minimal JSON-RPC client over HTTP POST with batch support. */
export class JsonRpcClient {
  private nextId = 1

  constructor(readonly url: string) {}

  /** Calls one method and parses its result with `schema`. */
  async call<T>(method: string, params: readonly unknown[], schema: z.ZodType<T>): Promise<T> {
    const [result] = await this.batch([{ method, params }])
    return parseResult(method, schema, result)
  }

  /** Sends `calls` as one batch and returns their raw results in call order. */
  async batch(calls: readonly RpcCall[]): Promise<unknown[]> {
    if (calls.length === 0) return []
    const first = this.nextId
    this.nextId += calls.length
    const body = calls.map((call, offset) => ({
      jsonrpc: '2.0',
      id: first + offset,
      method: call.method,
      params: call.params,
    }))
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`${this.url} answered HTTP ${response.status}`)
    const answers = z.array(responseSchema).parse(await response.json())
    const byId = new Map(answers.map((answer) => [answer.id, answer]))
    return calls.map((call, offset) => {
      const answer = byId.get(first + offset)
      if (!answer) throw new Error(`${this.url} left ${call.method} unanswered`)
      if (answer.error) throw new RpcError(answer.error.code, answer.error.message)
      return answer.result
    })
  }
}

/** Parses one raw result, naming the method when it does not match. */
export function parseResult<T>(method: string, schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value)
  if (!parsed.success) {
    throw new Error(`Malformed ${method} answer: ${z.prettifyError(parsed.error)}`)
  }
  return parsed.data
}

/** A 0x-hex quantity as a bigint. */
export const quantitySchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]+$/)
  .transform((value) => BigInt(value))
/** 0x-hex data. */
export const hexSchema = z.string().regex(/^0x[0-9a-fA-F]*$/)
/** A 20-byte address, lowercased. */
export const addressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/)
  .transform((value) => value.toLowerCase())
