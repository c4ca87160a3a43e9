/** JSON-RPC 2.0 error codes the relay answers with. */
export const RPC_ERROR_CODE = {
  /** The frame is not valid JSON. */
  parseError: -32700,
  /** The frame is JSON but not a JSON-RPC 2.0 request or response. */
  invalidRequest: -32600,
  /** The method is not one the relay implements. */
  methodNotFound: -32601,
  /** The params do not match the method's schema. */
  invalidParams: -32602,
  /** An unexpected failure inside the relay. */
  internalError: -32603,
  /** A configured bound (subscriptions, batch size) would be exceeded. */
  limitExceeded: -32005,
} as const

/** WebSocket close codes the relay closes connections with. */
export const CLOSE_CODE = {
  /** Missing, malformed, expired or forged auth JWT (the code WalletConnect clients surface). */
  unauthorized: 3000,
  /** The relay is shutting down. */
  goingAway: 1001,
  /** The relay, the client or its address is at its connection limit, or at the memory bound. */
  tryAgainLater: 1013,
  /** A frame larger than `maxFrameBytes`. */
  messageTooBig: 1009,
  /** No subscription and no frame for `idleTimeoutMs`. */
  idle: 4000,
  /** The socket's send queue overflowed, or its deliveries stalled for `slowConsumerTimeoutMs`. */
  slowConsumer: 4008,
} as const

/** Relay message tags the session-setup methods publish with (WalletConnect Sign v2). */
export const SESSION_TAG = {
  /** `wc_sessionPropose` request, published on the pairing topic. */
  proposal: 1100,
  /** `wc_sessionPropose` response, published on the pairing topic. */
  proposalResponse: 1101,
  /** `wc_sessionSettle` request, published on the session topic. */
  settle: 1102,
} as const

/** TTL (seconds) of session-setup messages when the client gives none: five minutes. */
export const SESSION_SETUP_TTL_SECONDS = 300
