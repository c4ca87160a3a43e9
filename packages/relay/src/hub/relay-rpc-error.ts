import { RPC_ERROR_CODE } from '../constants.js'

/** An error a method answers the client with: its `code` and `message` go on the wire. */
export class RelayRpcError extends Error {
  override readonly name = 'RelayRpcError'

  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** `-32005` with `message`: a quota, rate or bound refused the request. */
export function limitExceeded(message: string): RelayRpcError {
  return new RelayRpcError(RPC_ERROR_CODE.limitExceeded, message)
}

/** What a publisher over one of its publish rates is told. */
export const PUBLISH_REFUSALS = {
  messages: 'Rate limit exceeded: too many publishes, slow down',
  bytes: 'Rate limit exceeded: too many bytes published, slow down',
} as const
