/**
 * The Web-standard sign-in handler alone, for runtimes without Node's `http` (edge
 * functions, workers): `import { createSiwxWebHandler } from '@foyer/siwx-server/web'`.
 */
export type { SiwxHandlerOptions } from './siwx-protocol.js'
export { createSiwxWebHandler, type SiwxWebHandler } from './siwx-web-handler.js'
