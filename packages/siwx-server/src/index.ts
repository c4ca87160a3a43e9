export { readCookie, sessionCookie } from './cookies.js'
export { NonceStore } from './nonce-store.js'
export { SessionStore } from './session-store.js'
export { createSiwxHandler, type SiwxHandler } from './siwx-handler.js'
export {
  createSiwxProtocol,
  type SiwxHandlerOptions,
  type SiwxProtocol,
  type SiwxReply,
  type SiwxRequest,
} from './siwx-protocol.js'
export { createSiwxWebHandler, type SiwxWebHandler } from './siwx-web-handler.js'
export { type RunningSiwxServer, startSiwxServer } from './start-server.js'
