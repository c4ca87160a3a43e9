import type { AddressInfo } from 'node:net'
import type { SiwxHandler } from '@foyer/siwx-server'
import type { Connect, Plugin } from 'vite'
import type { DemoConfig } from '../src/config/demo-config.js'
import { demoSiwxHandler } from './demo-stack.js'

/**
 * A Vite plugin that serves the demo's sign-in server ({@link demoSiwxHandler}) at `/siwx` on
 * the demo's own origin (so its HTTP-only cookie is first-party), in the dev server and in
 * `vite preview`. Its domain is the address the server listens on, known once it listens.
 */
export function siwxServerPlugin(config: DemoConfig): Plugin {
  const mount = (
    httpServer: {
      once(event: 'listening', listener: () => void): unknown
      address(): unknown
    } | null,
    middlewares: Connect.Server,
  ) => {
    let handler: SiwxHandler | undefined
    httpServer?.once('listening', () => {
      const { port } = httpServer.address() as AddressInfo
      handler = demoSiwxHandler(config, `http://127.0.0.1:${port}`)
    })
    middlewares.use((req, res, next) => (handler ? handler(req, res, next) : next()))
  }
  return {
    name: 'foyer-demo-siwx-server',
    configureServer: (server) => mount(server.httpServer, server.middlewares),
    configurePreviewServer: (server) => mount(server.httpServer, server.middlewares),
  }
}
