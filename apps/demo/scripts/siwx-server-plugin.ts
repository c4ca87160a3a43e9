import type { Plugin } from 'vite'
import type { DemoConfig } from '../src/config/demo-config.js'
import { demoSiwxHandler } from './demo-stack.js'

/**
 * A Vite plugin that serves the demo's sign-in server ({@link demoSiwxHandler}) at `/siwx`
 * on the demo's own origin, in the dev server and in `vite preview`.
 */
export function siwxServerPlugin(config: DemoConfig): Plugin {
  const handler = demoSiwxHandler(config)
  return {
    name: 'foyer-demo-siwx-server',
    configureServer: (server) => void server.middlewares.use(handler),
    configurePreviewServer: (server) => void server.middlewares.use(handler),
  }
}
