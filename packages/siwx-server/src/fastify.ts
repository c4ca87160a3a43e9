/** The sign-in routes as a Fastify plugin: `import { siwxFastify } from '@foyer/siwx-server/fastify'`. */

export { siwxFastify } from './siwx-fastify.js'
export type { SiwxHandlerOptions } from './siwx-protocol.js'
