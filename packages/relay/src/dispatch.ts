import { RPC_ERROR_CODE } from './constants.js'
import type { RelayConnection } from './hub/connection.js'
import type { RelayHub } from './hub/relay-hub.js'
import { RelayRpcError } from './hub/relay-rpc-error.js'
import { formatError, formatResult, parseFrame } from './json-rpc/frame.js'
import { jsonDepthExceeds } from './limits/json-depth.js'
import type { RelayLogger } from './logger.js'
import { RELAY_METHODS } from './methods/index.js'
import type { ParamSchemas } from './methods/params.js'

/** What {@link dispatchFrame} needs besides the frame. */
export interface DispatchContext {
  readonly hub: RelayHub
  readonly schemas: ParamSchemas
  readonly logger: RelayLogger
  /** Deepest JSON nesting a frame may have; checked before parsing. */
  readonly maxJsonDepth: number
}

/**
 * Handles one incoming frame of a connection: runs a request and answers it, records an
 * acknowledgement, or answers a bad frame with its JSON-RPC error. Never throws.
 */
export function dispatchFrame(
  context: DispatchContext,
  connection: RelayConnection,
  text: string,
): void {
  const now = Date.now()
  context.hub.touch(connection, now)
  if (!connection.frameBucket.take(now)) {
    const message = 'Rate limit exceeded: too many frames, slow down'
    connection.send(formatError(null, RPC_ERROR_CODE.limitExceeded, message))
    return
  }
  if (jsonDepthExceeds(text, context.maxJsonDepth)) {
    const message = `Invalid request: JSON nested deeper than ${context.maxJsonDepth} levels`
    connection.send(formatError(null, RPC_ERROR_CODE.invalidRequest, message))
    return
  }
  const frame = parseFrame(text)
  if (frame.kind === 'invalid') {
    connection.send(formatError(frame.id, frame.code, frame.message))
    return
  }
  if (frame.kind === 'response') {
    context.hub.acknowledge(connection, frame.id, frame.ok)
    return
  }
  const handler = RELAY_METHODS.get(frame.method)
  if (!handler) {
    const message = `Method not found: ${frame.method}`
    connection.send(formatError(frame.id, RPC_ERROR_CODE.methodNotFound, message))
    return
  }
  const answerError = (error: unknown) => {
    if (error instanceof RelayRpcError) {
      connection.send(formatError(frame.id, error.code, error.message))
      return
    }
    context.logger.error('method failed', {
      method: frame.method,
      error: error instanceof Error ? error.message : String(error),
    })
    connection.send(formatError(frame.id, RPC_ERROR_CODE.internalError, 'Internal error'))
  }
  try {
    const outcome = handler(
      { hub: context.hub, connection, schemas: context.schemas, logger: context.logger },
      frame.params,
    )
    const answer = (result: unknown) => {
      connection.send(formatResult(frame.id, result))
      outcome.afterAnswer?.()
    }
    if (outcome.result instanceof Promise) outcome.result.then(answer, answerError)
    else answer(outcome.result)
  } catch (error) {
    answerError(error)
  }
}
