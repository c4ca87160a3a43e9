import { z } from 'zod'
import { RPC_ERROR_CODE } from '../constants.js'
import { readTopLevelMember } from './raw-member.js'

/** A request id kept as its exact JSON text, so that the answer echoes it unchanged. */
export interface RawRpcId {
  readonly json: string
}

/** What one incoming WebSocket frame turned out to be. */
export type InboundFrame =
  | {
      readonly kind: 'request'
      readonly id: RawRpcId
      readonly method: string
      readonly params: unknown
    }
  | { readonly kind: 'response'; readonly id: string; readonly ok: boolean }
  | {
      readonly kind: 'invalid'
      readonly id: RawRpcId | null
      readonly code: number
      readonly message: string
    }

// Not z.int(): that stops at 2^53, and 64-bit ids from Kotlin and Swift clients are valid.
const idSchema = z.union([
  z.string().min(1).max(128),
  z.number().nonnegative().refine(Number.isInteger, 'must be an integer'),
])

const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: idSchema,
  method: z.string().min(1).max(128),
  params: z.unknown().optional(),
})

const responseSchema = z.union([
  z.object({ jsonrpc: z.literal('2.0'), id: idSchema, result: z.unknown() }),
  z.object({
    jsonrpc: z.literal('2.0'),
    id: idSchema,
    error: z.object({ code: z.number(), message: z.string() }),
  }),
])

/**
 * Parses one frame's text into a request, a response (a client's acknowledgement) or the
 * JSON-RPC error it deserves. Never throws.
 */
export function parseFrame(text: string): InboundFrame {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return invalid(null, RPC_ERROR_CODE.parseError, 'Parse error: the frame is not valid JSON')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    const what = Array.isArray(value) ? 'batch arrays are not supported' : 'expected an object'
    return invalid(null, RPC_ERROR_CODE.invalidRequest, `Invalid request: ${what}`)
  }
  const record = value as Record<string, unknown>
  const id = rawIdOf(text, record.id)
  if ('method' in record) {
    const request = requestSchema.safeParse(record)
    if (!request.success) {
      return invalid(
        id,
        RPC_ERROR_CODE.invalidRequest,
        `Invalid request: ${describe(request.error)}`,
      )
    }
    return {
      kind: 'request',
      id: id ?? { json: JSON.stringify(request.data.id) },
      method: request.data.method,
      params: request.data.params,
    }
  }
  const response = responseSchema.safeParse(record)
  if (response.success) {
    const ok = 'result' in response.data && response.data.result === true
    return { kind: 'response', id: String(response.data.id), ok }
  }
  return invalid(
    id,
    RPC_ERROR_CODE.invalidRequest,
    'Invalid request: expected a JSON-RPC 2.0 request or response',
  )
}

/** The text of a JSON-RPC success answer. */
export function formatResult(id: RawRpcId, result: unknown): string {
  return `{"id":${id.json},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`
}

/** The text of a JSON-RPC error answer; `id` is `null` when the request's id could not be read. */
export function formatError(id: RawRpcId | null, code: number, message: string): string {
  const error = JSON.stringify({ code, message })
  return `{"id":${id === null ? 'null' : id.json},"jsonrpc":"2.0","error":${error}}`
}

/** The text of a JSON-RPC request the relay sends to a client. */
export function formatRequest(id: number, method: string, params: unknown): string {
  return JSON.stringify({ id, jsonrpc: '2.0', method, params })
}

/** A one-line summary of zod issues, e.g. `topic: Invalid string; ttl: Required`. */
export function describe(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'value'}: ${issue.message}`)
    .join('; ')
}

function invalid(id: RawRpcId | null, code: number, message: string): InboundFrame {
  return { kind: 'invalid', id, code, message }
}

function rawIdOf(text: string, id: unknown): RawRpcId | null {
  if (typeof id === 'string') return id.length <= 128 ? { json: JSON.stringify(id) } : null
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 0) return null
  if (Number.isSafeInteger(id)) return { json: String(id) }
  const raw = readTopLevelMember(text, 'id')
  return raw !== undefined && /^\d+$/.test(raw) ? { json: raw } : null
}
