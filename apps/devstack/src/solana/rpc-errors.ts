/** A JSON-RPC error answer. */
export class SolanaRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/** JSON-RPC 2.0 `Invalid params`. */
export function invalidParams(details: string): SolanaRpcError {
  return new SolanaRpcError(-32602, `Invalid params: ${details}`)
}
