import type { z } from 'zod'
import { RPC_ERROR_CODE } from '../constants.js'
import type { RelayConnection } from '../hub/connection.js'
import type { RelayHub } from '../hub/relay-hub.js'
import { RelayRpcError } from '../hub/relay-rpc-error.js'
import { describe } from '../json-rpc/frame.js'
import type { RelayLogger } from '../logger.js'
import type { ParamSchemas } from './params.js'

/** What a method handler works with. */
export interface MethodContext {
  readonly hub: RelayHub
  readonly connection: RelayConnection
  readonly schemas: ParamSchemas
  readonly logger: RelayLogger
}

/**
 * A handler's answer, and what to do once the answer is on the wire (e.g. replay messages).
 * A promised result (a relay in a cluster waits for its shared store) is awaited first.
 */
export interface MethodOutcome {
  readonly result: unknown
  readonly afterAnswer?: () => void
}

/** One JSON-RPC method of the relay. */
export type MethodHandler = (context: MethodContext, params: unknown) => MethodOutcome

/** Parses params with a schema, or throws the `-32602` error the client gets. */
export function parseParams<Schema extends z.ZodType>(
  schema: Schema,
  params: unknown,
): z.output<Schema> {
  const parsed = schema.safeParse(params)
  if (!parsed.success) {
    throw new RelayRpcError(
      RPC_ERROR_CODE.invalidParams,
      `Invalid params: ${describe(parsed.error)}`,
    )
  }
  return parsed.data
}

/**
 * `result`, once every pending write to the shared store settled (at once when there is none,
 * as on a single relay).
 */
export function whenStored<T>(
  pending: ReadonlyArray<Promise<void> | undefined>,
  result: T,
): T | Promise<T> {
  const waiting = pending.filter((entry): entry is Promise<void> => entry !== undefined)
  if (waiting.length === 0) return result
  return Promise.all(waiting).then(() => result)
}
