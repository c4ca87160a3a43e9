/** EIP-1193 and JSON-RPC error codes the test wallet answers with. */
export const providerErrorCodes = {
  userRejectedRequest: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  invalidRequest: -32600,
  invalidParams: -32602,
  internal: -32603,
} as const

/** The plain `{ code, message, data? }` shape of an EIP-1193 error, safe to post between contexts. */
export interface ProviderRpcErrorShape {
  code: number
  message: string
  data?: unknown
}

/**
 * An EIP-1193 `ProviderRpcError`: an `Error` with a numeric `code` and optional `data`.
 * Every rejection from the test wallet's `request` is one of these.
 */
export class ProviderRpcError extends Error implements ProviderRpcErrorShape {
  override name = 'ProviderRpcError'
  readonly code: number
  declare readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    if (data !== undefined) this.data = data
  }

  /** The structured-clone-safe shape, for postMessage and chrome.runtime messaging. */
  toJSON(): ProviderRpcErrorShape {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data }
  }
}

/** 4001: the wallet (or the person using it) rejected the request. */
export const userRejectedError = () =>
  new ProviderRpcError(providerErrorCodes.userRejectedRequest, 'User rejected the request.')

/** 4100: the method or account needs `eth_requestAccounts` first. */
export const unauthorizedError = (
  message = 'The requested method and/or account has not been authorized by the user.',
) => new ProviderRpcError(providerErrorCodes.unauthorized, message)

/** 4200: the test wallet does not implement the method. */
export const unsupportedMethodError = (method: string) =>
  new ProviderRpcError(
    providerErrorCodes.unsupportedMethod,
    `The test wallet does not support the method "${method}".`,
  )

/** 4900: the wallet was disconnected (a test hook) and has not reconnected yet. */
export const disconnectedError = () =>
  new ProviderRpcError(
    providerErrorCodes.disconnected,
    'The test wallet is disconnected from all chains. Call eth_requestAccounts to reconnect.',
  )

/** 4902: the chain id is not one the wallet knows; add it with wallet_addEthereumChain. */
export const unrecognizedChainError = (chainIdHex: string) =>
  new ProviderRpcError(
    providerErrorCodes.unrecognizedChain,
    `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`,
  )

/** -32602: the params did not match the method's schema. */
export const invalidParamsError = (method: string, detail: string) =>
  new ProviderRpcError(providerErrorCodes.invalidParams, `Invalid params for ${method}: ${detail}`)

/** -32600: the request object itself is malformed. */
export const invalidRequestError = (detail: string) =>
  new ProviderRpcError(providerErrorCodes.invalidRequest, `Invalid request: ${detail}`)

/** -32603: something inside the wallet or between it and the node failed. */
export const internalError = (message: string, data?: unknown) =>
  new ProviderRpcError(providerErrorCodes.internal, message, data)

/**
 * Turns anything thrown into a `ProviderRpcError`: keeps a `{ code, message }` object's
 * code and message (JSON-RPC errors from the node pass through) and wraps the rest as -32603.
 */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  if (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    Number.isInteger(error.code) &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    const data = 'data' in error ? error.data : undefined
    return new ProviderRpcError(error.code as number, error.message, data)
  }
  const message = error instanceof Error ? error.message : String(error)
  return internalError(`The test wallet failed: ${message}`)
}
